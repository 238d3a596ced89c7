import type { PageContext } from 'vike/types';

/** SPEC §2 `/commande/{order}/`: the checkout of one order, by its token. */
export default function route(pageContext: PageContext) {
  const match = /^\/commande\/([^/]+)\/$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { order: decodeURIComponent(match[1] ?? '') } } : false;
}
