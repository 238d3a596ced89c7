import type { Config } from 'vike/types';

export default {
  title: 'Nous contacter — Gamelle',
  description:
    'Une question sur une commande, un abonnement ou l’alimentation de votre animal ? Écrivez au service client de Gamelle, du lundi au vendredi de 9 h à 18 h.',
} satisfies Config;
