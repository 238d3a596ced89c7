import type { Config } from 'vike/types';

export default {
  title: 'Calculateur de ration pour chien — Gamelle',
  description:
    'Combien de croquettes par jour pour votre chien ? Son poids, son âge et son activité donnent sa ration en grammes et en gobelets, la durée d’un sac et le rythme de livraison qui lui convient.',
} satisfies Config;
