import { allProducts } from '../../lib/catalogue.server';

/** Every visible product of the catalogue is prerendered. */
export async function onBeforePrerenderStart() {
  return (await allProducts()).map((product) => `/produits/${product.slug}/`);
}
