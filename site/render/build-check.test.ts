import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterChunkError,
  BUILD_CHECK_INTERVAL_MS,
  checkBuild,
  leaveForNewBuild,
  RELOAD_GUARD_MS,
  RELOAD_KEY,
  reloadOnce,
  startBuildCheck,
} from './build-check.client';
import { build } from './build-state';
import { watchRouting } from './build-watch';

const NOW = Date.parse('2026-11-21T10:00:00Z');

/** A fetch answering `builds/latest.json` with this id, recording the URLs it was asked. */
function latest(id: string | null) {
  const asked: Array<{ url: string; init?: RequestInit }> = [];
  const fetcher = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), init });
    return id === null ? new Response('', { status: 404 }) : Response.json({ id });
  }) as unknown as typeof fetch;
  return { fetcher, asked };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  sessionStorage.clear();
  build.newer = false;
  build.going = null;
  document.documentElement.dataset.build = 'build-a';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.build;
});

describe('SPEC §7 "GET builds/latest.json with timestamp (reads id)"', () => {
  it('asks without any cache, with a timestamp, and compares with the build of the page', async () => {
    const same = latest('build-a');
    expect(await checkBuild(same.fetcher)).toBe(false);
    expect(same.asked.map((call) => call.url)).toEqual([`/builds/latest.json?t=${NOW}`]);
    expect(same.asked[0]?.init).toMatchObject({ method: 'GET', cache: 'no-store' });
    const newer = latest('build-b');
    expect(await checkBuild(newer.fetcher)).toBe(true);
    expect(await checkBuild(newer.fetcher), 'known: not asked again').toBe(true);
    expect(newer.asked).toHaveLength(1);
  });

  it('sees no newer build when the file cannot be read, or outside a built page', async () => {
    expect(await checkBuild(latest(null).fetcher)).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await checkBuild(offline)).toBe(false);
    delete document.documentElement.dataset.build;
    const dev = latest('build-b');
    expect(await checkBuild(dev.fetcher)).toBe(false);
    expect(dev.asked).toEqual([]);
  });
});

describe('SPEC §4 "The app polls for a new build"', () => {
  it('asks nothing while the page loads, then every 5 minutes, and stops once a newer build is seen', async () => {
    const { fetcher, asked } = latest('build-a');
    const stop = startBuildCheck(fetcher);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(asked).toHaveLength(2);
    build.newer = true;
    await vi.advanceTimersByTimeAsync(3 * BUILD_CHECK_INTERVAL_MS);
    expect(asked).toHaveLength(2);
    stop();
  });

  it('asks when the tab is shown again, at most once a minute', async () => {
    const { fetcher, asked } = latest('build-a');
    const stop = startBuildCheck(fetcher);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(asked, 'shown again right after loading').toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(asked).toHaveLength(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(asked).toHaveLength(1);
    stop();
  });
});

describe('SPEC §9 "reload guard 10 s"', () => {
  it('reloads once; no other automatic reload within 10 s, whatever the path; after 10 s again', () => {
    const go = vi.fn();
    expect(reloadOnce('/produits/croquettes/?format=2kg#avis', go, NOW)).toBe(true);
    expect(go).toHaveBeenCalledWith('/produits/croquettes/?format=2kg');
    expect(reloadOnce('http://localhost:3000/produits/croquettes/', go, NOW + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnce('/chien/', go, NOW + 1000), 'another path').toBe(false);
    expect(reloadOnce('/chien/', go, NOW + RELOAD_GUARD_MS)).toBe(true);
    expect(go).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(RELOAD_KEY)).toBe(String(NOW + RELOAD_GUARD_MS));
  });

  it('never reloads on its own when storage is refused (no guard, no loop)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refusé', 'SecurityError');
    });
    const go = vi.fn();
    expect(reloadOnce('/chien/', go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('SPEC §4 "on a chunk-load error, reloads to the target path once a newer build is seen"', () => {
  it('the page’s own code failing reloads it once, only when a newer build is online', async () => {
    const go = vi.fn();
    expect(await afterChunkError(null, latest('build-a').fetcher, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(await afterChunkError(null, latest('build-b').fetcher, go)).toBe(true);
    expect(go).toHaveBeenCalledWith('/');
    expect(await afterChunkError(null, latest('build-b').fetcher, go), 'failing again at once: no loop').toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('once a newer build is seen, a navigation is a full load of its target (once within 10 s)', async () => {
    const go = vi.fn();
    expect(leaveForNewBuild('/produits/croquettes/?format=2kg', go)).toBeUndefined();
    build.newer = true;
    const leaving = leaveForNewBuild('/produits/croquettes/?format=2kg', go);
    expect(go).toHaveBeenCalledWith('/produits/croquettes/?format=2kg');
    expect(leaving).toBeInstanceOf(Promise);
    expect(leaveForNewBuild('/produits/croquettes/?format=2kg', go), 'the same again: routed in the page').toBe(
      undefined,
    );
  });

  it('a chunk failing during a navigation: the full load Vike makes of its target is remembered', async () => {
    watchRouting(null);
    watchRouting('/produits/croquettes/');
    window.dispatchEvent(new Event('vite:preloadError'));
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(sessionStorage.getItem(RELOAD_KEY)).not.toBeNull());
    expect(Number(sessionStorage.getItem(RELOAD_KEY)) - NOW).toBeLessThan(1000);
    // That page failing too (its first render) is not reloaded again within 10 s.
    vi.setSystemTime(NOW + 2000);
    const go = vi.fn();
    expect(await afterChunkError(null, latest('build-b').fetcher, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(build.newer, 'the tab has learned of the newer build').toBe(true);
  });

  it('a chunk failing once the page runs (a link hovered, a deferred part) never reloads the page being read', async () => {
    document.documentElement.dataset.hydrated = '';
    try {
      const go = vi.fn();
      expect(await afterChunkError(null, latest('build-b').fetcher, go)).toBe(false);
      expect(go).not.toHaveBeenCalled();
      expect(build.newer).toBe(true);
      // Vike loads the next page in full: remembered as the reload of the next 10 s.
      expect(sessionStorage.getItem(RELOAD_KEY)).toBe(String(NOW));
    } finally {
      delete document.documentElement.dataset.hydrated;
    }
  });
});
