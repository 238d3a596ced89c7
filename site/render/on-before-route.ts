import { watchRouting } from './build-watch';

let firstRoute = typeof window !== 'undefined';

/**
 * Splits the start of the page's code into short tasks (Lighthouse TBT, ADR 0009). At the first
 * routing in the browser, React DOM — preloaded with the page, 65 kB of gzip — is imported on its
 * own: the browser evaluates it in a task of its own, before the page's modules, instead of with
 * them in one long task. Synchronous (Vike deprecates asynchronous routing); the server does
 * nothing. In the browser, every routing tells the build watch where the router goes (a chunk that
 * fails to load then, issue 21 item 12): nowhere yet on the first one, the page's own URL.
 */
export default function onBeforeRoute(pageContext?: { urlOriginal?: string }): undefined {
  if (typeof window === 'undefined') return undefined;
  watchRouting(firstRoute ? null : (pageContext?.urlOriginal ?? null));
  if (firstRoute) {
    firstRoute = false;
    void import('react-dom/client');
  }
  return undefined;
}
