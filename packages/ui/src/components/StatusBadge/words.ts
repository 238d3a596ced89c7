// The component's own words in French, its defaults (the kit's Dutch: `../KitLocale/nl.ts`).

/**
 * `StatusBadge`: labels by status code. French has none of its own: it is the label of
 * `@gamelle/domain`'s `statusBadge` (SPEC §4), used for any status missing here.
 */
export interface StatusBadgeWords {
  statuses: Readonly<Record<string, string>>;
}
export const STATUS_BADGE_WORDS: StatusBadgeWords = { statuses: {} };
