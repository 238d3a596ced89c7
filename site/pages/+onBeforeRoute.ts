import { yieldToBrowser } from '../lib/yield';

let firstRoute = typeof window !== 'undefined';

/**
 * Splits the start of the page's code into short tasks (Lighthouse TBT, ADR 0009). Before the
 * first routing in the browser, the hook gives the main thread back (to paint, or to answer a
 * tap), then has React DOM evaluated — preloaded with the page, 65 kB of gzip that the page's code
 * would otherwise evaluate in the same task as its own modules — and yields again. Navigations
 * and the server route without waiting.
 */
export default async function onBeforeRoute(): Promise<undefined> {
  if (!firstRoute) return undefined;
  firstRoute = false;
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  return undefined;
}
