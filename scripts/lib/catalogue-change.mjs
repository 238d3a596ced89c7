// Time from a product change to its page rendered again (ADR 0023), for `npm run bench`:
// the back office renames a product, then its page is asked for every 25 ms until it shows the new
// name, as a CDN's origin would serve it. A benchmark helper, not a test.
import { setTimeout as sleep } from 'node:timers/promises';
import { loadDomain } from './domain.mjs';
import { median } from './lighthouse.mjs';

const SKU = 'CHIEN-CROQUETTES-00001';
const SLUG = 'croquettes-chien-adulte-au-poulet';

/** `runs` renames of one product on a running shop (`startShop`'s, with its back-office token). */
export async function measureCatalogueChange(shop, runs = 20) {
  const PAGE = (await loadDomain()).href.product({ product: SLUG });
  const headers = {
    Authorization: `Bearer ${shop.backOfficeToken}`,
    'Content-Type': 'application/merge-patch+json',
  };
  const times = [];
  for (let run = 1; run <= runs; run += 1) {
    const name = `Croquettes chien adulte au poulet, mesure ${run}`;
    const started = performance.now();
    const changed = await fetch(`${shop.url}/api/v2/admin/products/${SKU}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name }),
    });
    if (!changed.ok)
      throw new Error(`le back-office a refusé le changement (${changed.status}) : ${await changed.text()}`);
    for (;;) {
      const html = await (await fetch(`${shop.url}${PAGE}`)).text();
      if (html.includes(name)) break;
      if (performance.now() - started > 60_000) throw new Error(`${PAGE} n’a pas changé en 60 s`);
      await sleep(25);
    }
    times.push(performance.now() - started);
  }
  return {
    runs,
    page: PAGE,
    medianMs: Math.round(median(times)),
    minMs: Math.round(Math.min(...times)),
    maxMs: Math.round(Math.max(...times)),
  };
}
