// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `Rating`: « 4,6 sur 5 » (the value comes formatted), the stars' name, the number of reviews. */
export interface RatingWords {
  outOf: (value: string, max: number) => string;
  ratingLabel: (outOf: string) => string;
  reviewCount: (count: number) => string;
}
export const RATING_WORDS: RatingWords = {
  outOf: (value, max) => `${value} sur ${max}`,
  ratingLabel: (outOf) => `Note : ${outOf}`,
  reviewCount: (count) => (count <= 0 ? 'Aucun avis' : `${count} avis`),
};
