import { DEFAULT_LOCALE, LOCALES, localizedPath } from '@gamelle/domain';

interface PrerenderPage {
  urlOriginal: string;
  is404?: boolean;
  [key: string]: unknown;
}

/**
 * Every page in every language (issue 27, SPEC §9 "prefix except default"): the French pages the
 * routes give, and each one again under `/nl/` with `locale: 'nl'` — Vike's documented i18n
 * prerender (vike.dev/i18n). The error page stays one, French (the server's 404 for every path).
 */
export default function onPrerenderStart(prerenderContext: { pageContexts: PrerenderPage[] }) {
  const pageContexts: PrerenderPage[] = [];
  for (const pageContext of prerenderContext.pageContexts) {
    pageContexts.push({ ...pageContext, locale: DEFAULT_LOCALE });
    if (pageContext.is404) continue;
    for (const locale of LOCALES) {
      if (locale === DEFAULT_LOCALE) continue;
      // Vike checks the URL against the routes without `+onBeforeRoute`: the route's own URL given.
      pageContexts.push({
        ...pageContext,
        urlOriginal: localizedPath(pageContext.urlOriginal, locale),
        urlLogical: pageContext.urlOriginal,
        locale,
      });
    }
  }
  return { prerenderContext: { pageContexts } };
}
