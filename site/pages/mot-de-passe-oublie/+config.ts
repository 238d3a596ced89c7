import type { Config } from 'vike/types';

export default {
  routeName: 'forgot-password',
  layoutVariant: 'minimal',
  title: 'Nouveau mot de passe — Gamelle',
} satisfies Config;
