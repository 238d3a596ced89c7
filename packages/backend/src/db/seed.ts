import type { Header } from '@gamelle/domain';
import type { Database } from './open.js';
import { contentSingletons } from './schema.js';

/** The header of the shop (SPEC §2 layout), in French. */
export const seedHeader: Header = {
  promoBanner: 'Livraison offerte dès 49 € en France, en Belgique et au Luxembourg',
  navigation: [
    { label: 'Chien', href: '/chien/' },
    { label: 'Chat', href: '/chat/' },
    { label: 'Guide croquettes', href: '/guide-croquettes/' },
    { label: 'Nos magasins', href: '/magasins/' },
    { label: 'FAQ', href: '/faq/' },
    { label: 'Nous contacter', href: '/nous-contacter/' },
  ],
  supportHours: 'Service client du lundi au vendredi, de 9 h à 18 h',
};

/** Seeds what is missing and keeps what exists, so a second start never overwrites data. */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(contentSingletons)
    .values({ type: 'b2c-header', locale: 'fr', data: seedHeader })
    .onConflictDoNothing();
}
