import { requestJson } from '@gamelle/api-client';
import { build } from './build-state';

/**
 * A new build does not break open tabs (SPEC §4 "The app polls for a new build and, on a
 * chunk-load error, reloads to the target path once a newer build is seen"; §7 "GET
 * builds/latest.json with timestamp (reads id)"; §9 "reload guard 10 s").
 *
 * The build writes `builds/latest.json` (`{ "id": … }`) and the same id into every page's
 * `<html data-build>` (scripts/finish-html.mjs). Once the page is idle, this tab asks for the
 * latest id every 5 minutes and when it is shown again; once a newer build is seen, the next
 * navigation is a full load of its target, so the tab takes the new build's pages and code. A
 * chunk that fails to load (`build-watch.ts`) makes the tab ask at once. Every automatic reload,
 * and every full load Vike makes after a chunk failed, is remembered for 10 s in session storage
 * (as Nuxt's reload guard): no automatic reload happens within those 10 s, so a page whose code
 * fails again is not reloaded in a loop.
 */

/** SPEC §9 "reload guard 10 s". */
export const RELOAD_GUARD_MS = 10_000;
/** SPEC §9 "Build-check interval: not shown": every 5 minutes, a 40-byte answer. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** A tab shown again asks at most once a minute. */
const VISIBLE_CHECK_GAP_MS = 60_000;
/** Session storage key of the time of the last automatic or forced full load (ms). */
export const RELOAD_KEY = 'gamelle.reload';

/** The build this tab runs, from its page's HTML; none in development. */
export function ownBuild(): string | undefined {
  return document.documentElement.dataset.build;
}

/** The path (and query) of a URL of this origin, as a reload goes to it. */
function pathOf(url: string): string {
  const { pathname, search } = new URL(url, window.location.href);
  return pathname + search;
}

/** The id of the latest build, or null when it cannot be read (offline, no build file). */
export async function latestBuild(fetcher?: typeof fetch): Promise<string | null> {
  try {
    const body = await requestJson<{ id?: unknown }>('/builds/latest.json', {
      query: { t: String(Date.now()) },
      cache: 'no-store',
      ...(fetcher ? { fetch: fetcher } : {}),
    });
    return typeof body?.id === 'string' && body.id !== '' ? body.id : null;
  } catch {
    return null;
  }
}

/** Whether a build newer than this tab's is online (asked until it is, never again after). */
export async function checkBuild(fetcher?: typeof fetch): Promise<boolean> {
  const own = ownBuild();
  if (!own) return false;
  if (!build.newer) {
    const latest = await latestBuild(fetcher);
    build.newer = latest !== null && latest !== own;
  }
  return build.newer;
}

/**
 * Remembers a full load now: no automatic reload in the next 10 s. Throws when storage is refused
 * (the caller then does not reload: no guard, no automatic reload).
 */
function remember(now: number): void {
  sessionStorage.setItem(RELOAD_KEY, String(now));
}

/**
 * Reloads the tab at `url` unless the tab reloaded — or Vike loaded a page in full after a chunk
 * failed — less than 10 s ago, or storage is refused. True when the reload has started.
 */
export function reloadOnce(url: string, go: (path: string) => void = load, now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    if (last > 0 && now >= last && now - last < RELOAD_GUARD_MS) return false;
    remember(now);
  } catch {
    return false;
  }
  go(pathOf(url));
  return true;
}

/** A full load of `path`: in place of the current entry when it is this page (a back or forward navigation too). */
function load(path: string): void {
  if (pathOf(window.location.href) === path) window.location.replace(path);
  else window.location.assign(path);
}

/**
 * A chunk failed to load (`build-watch.ts`). During a client navigation (`going`: its target),
 * Vike itself loads the target in full — the new build's page — and once the page runs (a link's
 * code fetched on hover, a deferred part) Vike loads every next page in full: that full load is
 * the reload, remembered so that the new page failing too is not reloaded within 10 s; the tab
 * only learns whether a newer build is online, never reloading the page being read. The page's
 * own code failing before it could run: the tab reloads it once if a newer build is online.
 */
export async function afterChunkError(going: string | null, fetcher?: typeof fetch, go = load): Promise<boolean> {
  if (going !== null || 'hydrated' in document.documentElement.dataset) {
    try {
      remember(Date.now());
    } catch {
      // No storage: no automatic reload anyway.
    }
    await checkBuild(fetcher);
    return false;
  }
  return (await checkBuild(fetcher)) && reloadOnce(window.location.href, go);
}

/**
 * `+onPageTransitionStart`, before the next page's code is fetched: once a newer build has been
 * seen, the navigation becomes a full load of its target — a promise that never settles keeps Vike
 * from loading code the new build no longer has while the browser leaves.
 */
export function leaveForNewBuild(url: string, go = load): Promise<never> | undefined {
  return build.newer && reloadOnce(url, go) ? new Promise<never>(() => {}) : undefined;
}

/** Starts asking for the latest build: every 5 minutes and when the tab is shown again. */
export function startBuildCheck(fetcher?: typeof fetch): () => void {
  if (!ownBuild()) return () => {};
  let asked = Date.now();
  const ask = () => {
    asked = Date.now();
    void checkBuild(fetcher);
  };
  const timer = setInterval(() => {
    if (!build.newer) ask();
  }, BUILD_CHECK_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !build.newer && Date.now() - asked >= VISIBLE_CHECK_GAP_MS) ask();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
