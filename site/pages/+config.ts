import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

/** Every page is prerendered: catalogue pages complete, personal pages as shells (ARCHITECTURE). */
export default {
  extends: [vikeReact],
  prerender: true,
  trailingSlash: true,
  lang: 'fr',
  favicon: '/favicon.svg',
  title: 'Gamelle — croquettes et pâtées premium pour chiens et chats',
  description:
    'Alimentation premium pour chiens et chats, livrée en France, en Belgique et au Luxembourg, à l’unité ou par abonnement.',
  passToClient: [],
} satisfies Config;
