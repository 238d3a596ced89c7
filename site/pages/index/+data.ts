import { prepareBlocks } from '@gamelle/ui/server';
import type { PageContextServer } from 'vike/types';
import { contentClient } from '../../lib/api/services.server';
import { toCardProduct } from '../../lib/catalogue/card-product';
import { pageLocale } from '../../lib/i18n/locale';
import { loadLayoutData } from '../../lib/page/layout-data.server';

export type Data = Awaited<ReturnType<typeof data>>;

/** How many best sellers of each animal the home page shows. */
const BEST_SELLERS_PER_ANIMAL = 2;

/**
 * The home page: its blocks from the content system (rich text made into HTML at build time), and
 * the shop's best sellers — two for dogs, two for cats — as subscription pet-food shops open with.
 */
export async function data(pageContext: PageContextServer) {
  // The page's language first: its words and the content system's answers (ADR 0019).
  const locale = pageLocale(pageContext);
  const content = contentClient(locale);
  const bestOf = (category: string) =>
    content.listProducts({ category, sort: 'best_sellers', pageSize: BEST_SELLERS_PER_ANIMAL });
  const [layout, home, dogs, cats] = await Promise.all([
    loadLayoutData(locale),
    content.getHome(),
    bestOf('chien'),
    bestOf('chat'),
  ]);
  return {
    ...layout,
    home: { title: home.title, description: home.description, blocks: prepareBlocks(home.blocks) },
    bestSellers: [...dogs.data, ...cats.data].map(toCardProduct),
  };
}
