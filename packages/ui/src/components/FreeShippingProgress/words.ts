// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `FreeShippingProgress`: the amount still missing (already formatted), and delivery reached. */
export interface FreeShippingProgressWords {
  freeShippingMissing: (amount: string) => string;
  freeShippingReached: string;
}
export const FREE_SHIPPING_PROGRESS_WORDS: FreeShippingProgressWords = {
  freeShippingMissing: (amount) => `Plus que ${amount} pour la livraison offerte.`,
  freeShippingReached: 'La livraison vous est offerte !',
};
