/** Absolute origin of canonical, alternate and structured-data URLs (SITE_ORIGIN at build). */
export const SITE_ORIGIN = import.meta.env.GAMELLE_SITE_ORIGIN;
