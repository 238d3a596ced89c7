import type { PageContext } from 'vike/types';

/**
 * SPEC §2 `/produits/{product}/{format?}/`: a product, and optionally one of its formats (`12-kg`).
 * A function rather than the folder's filesystem route (site/README.md, exceptions): the format is
 * optional, and `/produits/echantillons/…` belongs to the sample page (`produits/echantillons/@sample/`).
 */
export default function route(pageContext: PageContext) {
  const match = /^\/produits\/([A-Za-z0-9-]+)\/(?:([a-z0-9-]+)\/)?$/.exec(pageContext.urlPathname);
  if (!match || match[1] === 'echantillons') return false;
  return { routeParams: { product: match[1] ?? '', ...(match[2] ? { format: match[2] } : {}) } };
}
