import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from '@gamelle/domain';
import { contentClient } from '../lib/api/services.server';
import { prerenderOnly } from '../lib/catalogue/prerender-shard.server';
import { translate } from '../lib/i18n/i18n';
import type { Crumb } from '../lib/page/breadcrumb';
import { loadLayoutData } from '../lib/page/layout-data.server';

interface PrerenderPage {
  urlOriginal: string;
  is404?: boolean;
  data?: unknown;
  [key: string]: unknown;
}

/**
 * What a page whose data the prerender was given in advance (products, in bulk) needs in another
 * language: its layout's header and footer, and its breadcrumb's links named in it (the home page,
 * categories by their titles). The rest of its data (the product) is the content system's.
 */
async function languageParts(locale: Locale) {
  const [layout, categories] = await Promise.all([loadLayoutData(locale), contentClient(locale).getCategories()]);
  const names = new Map<string, string>(categories.map((category) => [`/${category.key}/`, category.title]));
  names.set('/', translate(locale, 'layout.breadcrumb.home'));
  return { layout, names };
}

/**
 * Every page in every language (SPEC §9 "prefix except default"): the French pages the
 * routes give, and each one again under `/nl/` with `locale: 'nl'` — Vike's documented i18n
 * prerender (vike.dev/i18n). The error page stays one, French (the server's 404 for every path).
 */
export default async function onPrerenderStart(prerenderContext: { pageContexts: PrerenderPage[] }) {
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  const parts = new Map(
    await Promise.all(others.map(async (locale) => [locale, await languageParts(locale)] as const)),
  );
  const pageContexts: PrerenderPage[] = [];
  for (const pageContext of prerenderContext.pageContexts) {
    // A page given in each language by its own hook (products: their texts are the content
    // system's, in bulk per language) is kept as it is — copied, as every page returned: Vike's own
    // objects carry its deprecated `url` getter, which warns when Vike reads the list back.
    if (pageContext.givenInEveryLanguage === true) {
      pageContexts.push({ ...pageContext });
      continue;
    }
    pageContexts.push({ ...pageContext, locale: DEFAULT_LOCALE });
    if (pageContext.is404) continue;
    for (const locale of others) {
      const given = pageContext.data as { header?: unknown; breadcrumb?: Crumb[] } | undefined;
      const language = parts.get(locale);
      const data =
        given && 'header' in given && language
          ? {
              ...given,
              ...language.layout,
              ...(given.breadcrumb
                ? {
                    breadcrumb: given.breadcrumb.map((crumb) => ({
                      ...crumb,
                      label: (crumb.href && language.names.get(crumb.href)) || crumb.label,
                    })),
                  }
                : {}),
            }
          : undefined;
      // Vike checks the URL against the routes without `+onBeforeRoute`: the route's own URL given.
      pageContexts.push({
        ...pageContext,
        urlOriginal: localizedPath(pageContext.urlOriginal, locale),
        urlLogical: pageContext.urlOriginal,
        locale,
        ...(data ? { data } : {}),
      });
    }
  }
  // Some pages rendered again (a product changed, ADR 0023): only those, the site's data as it is now.
  const only = prerenderOnly();
  return {
    prerenderContext: {
      pageContexts: only ? pageContexts.filter((pageContext) => only.has(pageContext.urlOriginal)) : pageContexts,
    },
  };
}
