// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `Counter`: the default add button and the step buttons. */
export interface CounterWords {
  add: string;
  decrease: string;
  increase: string;
}
export const COUNTER_WORDS: CounterWords = {
  add: 'Ajouter',
  decrease: 'Diminuer la quantité',
  increase: 'Augmenter la quantité',
};
