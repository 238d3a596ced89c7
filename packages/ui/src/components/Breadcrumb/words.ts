// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/** `Breadcrumb`: the name of its navigation landmark. */
export interface BreadcrumbWords {
  breadcrumb: string;
}
export const BREADCRUMB_WORDS: BreadcrumbWords = { breadcrumb: 'Fil d’Ariane' };
