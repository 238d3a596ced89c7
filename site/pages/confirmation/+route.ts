import type { PageContext } from 'vike/types';

/** SPEC §2 `/commande/{order}/confirmation/`. */
export default function route(pageContext: PageContext) {
  const match = /^\/commande\/([^/]+)\/confirmation\/$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { order: decodeURIComponent(match[1] ?? '') } } : false;
}
