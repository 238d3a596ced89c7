import { allProducts } from '../../lib/catalogue.server';

/**
 * Every visible product of the catalogue is prerendered once. Format URLs (`/produits/x/12-kg/`)
 * are served from the same page by the shop's server, which checks the format exists; the page
 * preselects it in the browser (ADR 0005).
 */
export async function onBeforePrerenderStart() {
  return (await allProducts()).map((product) => `/produits/${product.slug}/`);
}
