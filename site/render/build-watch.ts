import { build } from './build-state';

/**
 * A new build does not break open tabs (SPEC §4, §9) — the part every page
 * carries from its first routing, kept to a few lines (catalogue pages' JS budget): where the
 * router is going, and a listener for a chunk that failed to load (Vite's `vite:preloadError`).
 * Everything else is in `build-check.client.ts`, loaded once the page is idle.
 */

let loading: Promise<typeof import('./build-check.client')> | undefined;

/** The rest of the build check, loaded once: a load that failed is not tried again (no loop of errors). */
export const loadBuildCheck = () => {
  loading ??= import('./build-check.client');
  return loading;
};

function onChunkError(): void {
  const going = build.going;
  // A failed load is left to Vike: no error of ours (`Boolean` swallows it).
  loadBuildCheck().then((check) => check.afterChunkError(going), Boolean);
}

/** Called at each routing (`+onBeforeRoute`): `url` is where the router goes, null once it is there. */
export function watchRouting(url: string | null): void {
  build.going = url;
  // The same listener is added once, however often this runs.
  window.addEventListener('vite:preloadError', onChunkError);
}
