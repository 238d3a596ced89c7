/**
 * What the tab knows of the builds (SPEC §4): whether a newer one is online, and where the router
 * is going. Read by the few lines every page carries (`build-watch.ts`) and by the check loaded
 * once the page is idle (`build-check.client.ts`).
 */
export const build = { newer: false, going: null as string | null };
