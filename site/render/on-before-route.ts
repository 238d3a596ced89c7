import { localeOfPath } from '@gamelle/domain';
import { setCurrentLocale } from '../lib/locale';
import { watchRouting } from './build-watch';

let firstRoute = typeof window !== 'undefined';

/**
 * The page's language from its path (SPEC §9 "prefix except default", issue 27): `/nl/chien/` is
 * the Dutch `/chien/`, routed as `/chien/` (`urlLogical`) with `pageContext.locale` `nl`. On the
 * server, where the prerender renders one page at a time, the language is set here for the whole
 * render; in the browser `+onBeforeRenderClient` sets it once the page's messages are there.
 *
 * It also splits the start of the page's code into short tasks (Lighthouse TBT, ADR 0009): at the
 * first routing in the browser, React DOM — preloaded with the page, 65 kB of gzip — is imported
 * on its own, evaluated in a task of its own before the page's modules. Synchronous (Vike
 * deprecates asynchronous routing). In the browser, every routing tells the build watch where the
 * router goes (a chunk that fails to load then, issue 21 item 12): nowhere yet on the first one.
 */
export default function onBeforeRoute(pageContext?: { urlOriginal?: string; urlPathname?: string }) {
  const url = pageContext?.urlOriginal ?? '/';
  const { locale, path } = localeOfPath(new URL(url, 'http://localhost').pathname);
  const routed = {
    pageContext: {
      locale,
      ...(path === new URL(url, 'http://localhost').pathname ? {} : { urlLogical: localized(url, path) }),
    },
  };
  if (typeof window === 'undefined') {
    setCurrentLocale(locale);
    return routed;
  }
  watchRouting(firstRoute ? null : url);
  if (firstRoute) {
    firstRoute = false;
    void import('react-dom/client');
  }
  return routed;
}

/** The URL with its path replaced by the logical one, query and fragment kept. */
function localized(url: string, path: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${path}${parsed.search}${parsed.hash}`;
}
