import type { PageContext } from 'vike/types';

/**
 * SPEC §2 `/faq/{faqQuery?}/`: the FAQ, optionally narrowed by a query in the path. A function: a
 * filesystem route has no optional segment, and one page serves both URLs.
 */
export default function route(pageContext: PageContext) {
  const match = /^\/faq\/(?:([^/]+)\/)?$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { faqQuery: match[1] ? decodeURIComponent(match[1]) : '' } } : false;
}
