// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `Link` with `external`: read by screen readers after the link's text. */
export interface LinkWords {
  newTab: string;
}
export const LINK_WORDS: LinkWords = { newTab: '(nouvel onglet)' };
