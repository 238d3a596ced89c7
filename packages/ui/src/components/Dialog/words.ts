// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `Dialog`: the default close button. */
export interface DialogWords {
  close: string;
}
export const DIALOG_WORDS: DialogWords = { close: 'Fermer' };
