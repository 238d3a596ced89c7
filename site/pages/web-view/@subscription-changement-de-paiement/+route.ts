import type { PageContext } from 'vike/types';

/**
 * SPEC §2 `/web-view/{subscription}-changement-de-paiement/`: the parameter shares its segment with
 * a suffix, which no folder can spell (site/README.md, exceptions).
 */
export default function route(pageContext: PageContext) {
  const match = /^\/web-view\/([^/]+)-changement-de-paiement\/$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { subscription: match[1] ?? '' } } : false;
}
