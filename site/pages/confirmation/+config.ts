import type { Config } from 'vike/types';

export default {
  routeName: 'checkout-confirmation',
  layoutVariant: 'minimal',
  title: 'Confirmation de commande — Gamelle',
} satisfies Config;
