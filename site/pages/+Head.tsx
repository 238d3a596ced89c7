import {
  alternateLinks,
  DEFAULT_LOCALE,
  isIndexablePath,
  type Locale,
  localizedPath,
  SOCIAL_IMAGE_SIZE,
  THEME_COLOR,
} from '@gamelle/domain';
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../components/JsonLd';
import type { PageChrome } from '../layouts/ShopLayout';
import { breadcrumbJsonLd } from '../lib/page/breadcrumb';
import { SITE_ORIGIN } from '../lib/page/site-origin';

/**
 * Head tags of every page (SPEC §2): theme colour, robots (noindex where search engines are kept
 * away and on error pages), canonical and alternate-language links, open-graph basics, the shared
 * picture where the page has one (`og:image`, Twitter's large card) and the breadcrumb as
 * structured data. Title and description come from each page's `+title` and `+description`
 * (vike-react writes them with their open-graph twins).
 */
/** Locales whose pages are built: every page in French and in Dutch (ADR 0019). */
const PUBLISHED_LOCALES = ['fr', 'nl'] as const;
/** Open Graph's locale of each language. */
const OG_LOCALES = { fr: 'fr_FR', nl: 'nl_BE' } as const;

function Head() {
  const pageContext = usePageContext();
  const isErrorPage =
    pageContext.is404 || pageContext.abortStatusCode !== undefined || Boolean(pageContext.errorWhileRendering);
  // SPEC §2: every route ends with a slash (prerendered static routes arrive without it).
  const path = pageContext.urlPathname.endsWith('/') ? pageContext.urlPathname : `${pageContext.urlPathname}/`;
  const chrome = (pageContext as unknown as { data?: PageChrome }).data;
  const noindex = isErrorPage || !isIndexablePath(path) || chrome?.shellOf !== undefined;
  // The page's own address in its language: `urlPathname` is the route's (`/chien/` for `/nl/chien/`);
  // a shell's, the page it stands in for.
  const locale = (pageContext as { locale?: Locale }).locale ?? DEFAULT_LOCALE;
  const own = localizedPath(chrome?.shellOf ?? path, locale);
  return (
    <>
      <meta name="theme-color" content={THEME_COLOR} />
      {noindex ? <meta name="robots" content="noindex" /> : <meta name="robots" content="index, follow" />}
      {isErrorPage ? null : (
        <>
          <link rel="canonical" href={`${SITE_ORIGIN}${own}`} />
          {noindex
            ? null
            : alternateLinks(SITE_ORIGIN, path, PUBLISHED_LOCALES).map((link) => (
                <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
              ))}
          <meta property="og:url" content={`${SITE_ORIGIN}${own}`} />
        </>
      )}
      <meta property="og:type" content={path.startsWith('/produits/') ? 'product' : 'website'} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta property="og:site_name" content="Gamelle" />
      {chrome?.socialImage ? (
        <>
          <meta property="og:image" content={`${SITE_ORIGIN}${chrome.socialImage}`} />
          <meta property="og:image:width" content={String(SOCIAL_IMAGE_SIZE.width)} />
          <meta property="og:image:height" content={String(SOCIAL_IMAGE_SIZE.height)} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      ) : (
        <meta name="twitter:card" content="summary" />
      )}
      {!isErrorPage && chrome?.breadcrumb && chrome.breadcrumb.length > 1 ? (
        <JsonLd data={breadcrumbJsonLd(chrome.breadcrumb, SITE_ORIGIN, own)} />
      ) : null}
    </>
  );
}

export default Head;
