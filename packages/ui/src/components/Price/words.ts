// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `Price`: read between a price and its crossed-out former price. */
export interface PriceWords {
  insteadOf: string;
}
export const PRICE_WORDS: PriceWords = { insteadOf: 'au lieu de' };
