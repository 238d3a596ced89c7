import { localeOfPath } from '@gamelle/domain';
import { watchRouting } from './build-watch';

let firstRoute = typeof window !== 'undefined';

/**
 * The page's language from its path (SPEC §9 "prefix except default"): `/nl/chien/` is
 * the Dutch `/chien/`, routed as `/chien/` (`urlLogical`) with `pageContext.locale` `nl`. Every
 * part of the render takes its language from there (ADR 0025): server hooks by `pageLocale`,
 * components by `useI18n()` (`pages/+Wrapper.tsx`), the browser's code outside React by
 * `<html lang>`, which `+onBeforeRenderClient` sets once the language's messages are there.
 *
 * It also splits the start of the page's code into short tasks (Lighthouse TBT, ADR 0009): at the
 * first routing in the browser, React DOM — preloaded with the page, 65 kB of gzip — is imported
 * on its own, evaluated in a task of its own before the page's modules. Synchronous (Vike
 * deprecates asynchronous routing). In the browser, every routing tells the build watch where the
 * router goes (a chunk that fails to load then, SPEC §4): nowhere yet on the first one.
 */
export default function onBeforeRoute(pageContext?: { urlOriginal?: string }) {
  const url = pageContext?.urlOriginal ?? '/';
  const parsed = new URL(url, 'http://localhost');
  const { locale, path } = localeOfPath(parsed.pathname);
  const routed = {
    pageContext: {
      locale,
      ...(path === parsed.pathname ? {} : { urlLogical: `${path}${parsed.search}${parsed.hash}` }),
    },
  };
  if (typeof window === 'undefined') return routed;
  watchRouting(firstRoute ? null : url);
  if (firstRoute) {
    firstRoute = false;
    void import('react-dom/client');
  }
  return routed;
}
