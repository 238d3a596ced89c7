import type { Config } from 'vike/types';

export default {
  routeName: 'checkout',
  layoutVariant: 'minimal',
  title: 'Commande — Gamelle',
} satisfies Config;
