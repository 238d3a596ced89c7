// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `Carousel`: role descriptions, the rotation button, previous and next, a slide's name. */
export interface CarouselWords {
  carousel: string;
  slide: string;
  startRotation: string;
  stopRotation: string;
  previousSlide: string;
  nextSlide: string;
  slideOf: (position: number, total: number) => string;
}
export const CAROUSEL_WORDS: CarouselWords = {
  carousel: 'carrousel',
  slide: 'diapositive',
  startRotation: 'Lancer le défilement',
  stopRotation: 'Arrêter le défilement',
  previousSlide: 'Diapositive précédente',
  nextSlide: 'Diapositive suivante',
  slideOf: (position, total) => `${position} sur ${total}`,
};
