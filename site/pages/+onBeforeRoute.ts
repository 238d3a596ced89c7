let firstRoute = typeof window !== 'undefined';

/**
 * Splits the start of the page's code into short tasks (Lighthouse TBT, ADR 0009). At the first
 * routing in the browser, React DOM — preloaded with the page, 65 kB of gzip — is imported on its
 * own: the browser evaluates it in a task of its own, before the page's modules, instead of with
 * them in one long task. Synchronous (Vike deprecates asynchronous routing); navigations and the
 * server do nothing.
 */
export default function onBeforeRoute(): undefined {
  if (firstRoute) {
    firstRoute = false;
    void import('react-dom/client');
  }
  return undefined;
}
