// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `LoadingBar`: the name of the progress bar. */
export interface LoadingBarWords {
  pageLoading: string;
}
export const LOADING_BAR_WORDS: LoadingBarWords = { pageLoading: 'Chargement de la page' };
