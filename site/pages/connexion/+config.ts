import type { Config } from 'vike/types';

export default {
  layoutVariant: 'minimal',
  title: 'Connexion — Gamelle',
  description: 'Connectez-vous à votre compte Gamelle ou créez-le avec votre adresse e-mail.',
} satisfies Config;
