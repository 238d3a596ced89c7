import type { Config } from 'vike/types';

export default {
  layoutVariant: 'minimal',
  title: 'Nouveau mot de passe — Gamelle',
} satisfies Config;
