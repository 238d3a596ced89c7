import { loadBuildCheck } from './build-watch';

let started = false;

/**
 * Runs once, after the first render the shopper sees (vike-react's `onAfterRenderClient`): the
 * hydration of the page — or, when a click during hydration sent the router elsewhere (vike-react
 * sets `hydrationCanBeAborted`: Vike then skips `onHydrationEnd`), the first client render.
 * It marks the document: from then on links are routed in the browser and the page listens to the
 * shopper. End-to-end tests wait for it before they interact (a change of the DOM before hydration
 * would be a hydration mismatch). The body gets `is-anonymous`, or — when tokens are stored — the
 * session's code loads and marks it `is-logged` and keeps the session alive (SPEC §4), so
 * anonymous pages carry none of it. Once the browser is idle, the tab starts asking whether a
 * newer build is online (SPEC §4): nothing of it competes with the page's first
 * load.
 */
export default function onFirstRender(): void {
  if (started) return;
  started = true;
  document.documentElement.dataset.hydrated = '';
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('gamelle.accessToken');
  } catch {
    // Storage refused: anonymous.
  }
  if (stored) void import('../lib/session/session-start.client').then((session) => session.startStoredSession());
  else document.body.classList.add('is-anonymous');
  const checkBuilds = () => loadBuildCheck().then((check) => check.startBuildCheck(), Boolean);
  if ('requestIdleCallback' in window) requestIdleCallback(checkBuilds);
  else setTimeout(checkBuilds, 200);
}
