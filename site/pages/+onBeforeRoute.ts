import { yieldToBrowser } from '../lib/yield';

let firstRoute = typeof window !== 'undefined';

/**
 * Splits the start of the page's code in two (Lighthouse TBT, ADR 0009): Vike's client router
 * evaluates, reads the page's configuration and then routes the URL and loads the page's code, all
 * in one task. Before the first routing in the browser, the browser gets the main thread back (to
 * paint, or to answer a tap) and routing goes on in a task of its own. Navigations and the server
 * route without waiting.
 */
export default async function onBeforeRoute(): Promise<undefined> {
  if (!firstRoute) return undefined;
  firstRoute = false;
  await yieldToBrowser();
  return undefined;
}
