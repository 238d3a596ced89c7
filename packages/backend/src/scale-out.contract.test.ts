import { type Product, reminderDate } from '@gamelle/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.js';
import type { TokenKeys } from './auth/tokens.js';
import {
  catalogueVariants,
  contractTargets,
  IMAGE_KEYS,
  NOW,
  SEARCH_HEADERS,
  type ShopBody,
  shopCall,
  subscribable,
} from './contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from './db/open.js';
import { products } from './db/schema.js';
import { seed } from './db/seed.js';
import { runSubscriptionScheduler } from './orders/scheduler.js';
import { readCatalogueVersion } from './routes/search.js';
import { keptOutbox, type ShopCall, subscribeThrough, subscriptionState } from './scale-out.test-helpers.js';
import { ProductSearch } from './search/index.js';

/** The secret every instance shares (JWT_SECRET): a token signed by one is accepted by the other. */
const SHARED_KEYS: TokenKeys = { secret: new TextEncoder().encode('secret-partage-par-les-instances-de-test') };

/**
 * Contract of stateless instances (ADR 0022): two instances of the backend over one
 * database — on PostgreSQL each with its own connection pool, as two processes have — share what
 * one of them writes. Their schedulers racing do each date's work once; a product written through
 * one is searched as written on the other.
 */
describe.each(contractTargets())('several instances over one database (ADR 0022) on $name', ({ target }) => {
  let first: OpenedDatabase;
  let second: OpenedDatabase;
  let shops: [Hono, Hono];
  let calls: [ShopCall, ShopCall];
  let variantCode: string;

  beforeAll(async () => {
    first = await openDatabase(target);
    await seed(first.db, { now: NOW });
    // PGlite in memory is one process's own: both instances share it. PostgreSQL: a second pool.
    second = target.kind === 'postgres' ? await openDatabase(target) : first;
    const app = (database: OpenedDatabase) =>
      createApp({
        db: database.db,
        now: () => NOW,
        imageKeys: IMAGE_KEYS,
        tokenKeys: SHARED_KEYS,
        outbox: keptOutbox(),
      });
    shops = [app(first), app(second)];
    calls = shops.map(
      (shop): ShopCall =>
        (method, path, body, token) =>
          shopCall(shop, method, path, body, { token }),
    ) as [ShopCall, ShopCall];
    variantCode = (subscribable(await catalogueVariants(shops[0]))[0] as { code: string }).code;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  it('ADR 0022: two schedulers running at once over one database send one reminder e-mail and make one order for a due subscription', async () => {
    const shopper = await subscribeThrough(calls, variantCode);
    const { row } = await subscriptionState(first.db, shopper.code);
    const next = row.nextShippingDate;
    const outboxes = [keptOutbox(), keptOutbox()];
    const race = (day: string) =>
      Promise.all(
        [first, second].map((database, i) =>
          runSubscriptionScheduler({
            db: database.db,
            now: new Date(`${day}T08:00:00Z`),
            outbox: outboxes[i] as ReturnType<typeof keptOutbox>,
          }),
        ),
      );
    const toShopper = () => outboxes.flatMap((outbox) => outbox.mails).filter((mail) => mail.to === shopper.email);

    // A week before shipping: the reminder, from one of the two.
    await race(reminderDate(next));
    expect(toShopper().map((mail) => mail.subject)).toHaveLength(1);
    expect((await subscriptionState(first.db, shopper.code)).row.remindersSent).toEqual([`week:${next}`]);
    // Run again at once, both: nothing more.
    await race(reminderDate(next));
    expect(toShopper()).toHaveLength(1);

    // On the shipping day: one order, one e-mail about it, the schedule moved on once.
    await race(next);
    const after = await subscriptionState(first.db, shopper.code);
    expect(after.orders).toHaveLength(1);
    expect(after.row.deliveries).toBe(row.deliveries + 1);
    expect(after.row.nextShippingDate > next).toBe(true);
    expect(toShopper()).toHaveLength(2);
  });

  it('ADR 0022: a product renamed through one instance is found by its new name from the other', async () => {
    const [search1, search2] = shops.map(
      (shop) => async (q: string) =>
        (await (
          await shop.request(`/search/products?q=${encodeURIComponent(q)}`, { headers: SEARCH_HEADERS })
        ).json()) as ShopBody,
    ) as [(q: string) => Promise<ShopBody>, (q: string) => Promise<ShopBody>];
    const [product] = await first.db
      .select()
      .from(products)
      .where(and(eq(products.kind, 'product'), eq(products.viewable, true)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error('no product');
    const doc = product.data as Product;
    // Both indexes built before the change.
    expect((await search2(doc.name)).hits.map((hit: ShopBody) => hit.sku)).toContain(product.sku);
    expect((await search1('Zéphyrin')).nbHits).toBe(0);
    expect((await search2('Zéphyrin')).nbHits).toBe(0);
    const before = await readCatalogueVersion(first.db);
    const renamed = `${doc.name} Zéphyrin`;
    try {
      // Written through the first instance's database, as any writer of products does.
      await first.db
        .update(products)
        .set({ name: renamed, data: { ...doc, name: renamed } })
        .where(eq(products.id, product.id));
      expect(await readCatalogueVersion(second.db)).toBeGreaterThan(before);
      const found = await search2('zephyrin');
      expect(found.hits.map((hit: ShopBody) => [hit.sku, hit.name])).toEqual([[product.sku, renamed]]);
    } finally {
      await first.db.update(products).set({ name: doc.name, data: doc }).where(eq(products.id, product.id));
    }
    expect((await search2('Zéphyrin')).nbHits).toBe(0);
  });

  it('ADR 0022: stock taken by an order through one instance shows in the other’s search hits, without rebuilding its index', async () => {
    const [product] = (await first.db.select().from(products)).filter((p) =>
      (p.data as Product).ProductVariants.some((v) => v.code === variantCode),
    );
    if (!product) throw new Error(`no product with ${variantCode}`);
    // Every shown product, best sellers first (an empty query; the catalogue has fewer than 100).
    const stockIn = async (shop: Hono) => {
      const answer = (await (
        await shop.request('/search/products?q=&hitsPerPage=100', { headers: SEARCH_HEADERS })
      ).json()) as ShopBody;
      const hit = answer.hits.find((h: ShopBody) => h.sku === product.sku);
      return hit.ProductVariants.find((v: ShopBody) => v.code === variantCode).stock as number;
    };
    const before = await stockIn(shops[1]);
    const version = await readCatalogueVersion(first.db);
    // The whole purchase through the first instance only.
    await subscribeThrough([calls[0]], variantCode, 3);
    expect(await readCatalogueVersion(first.db)).toBe(version);
    const builds = vi.spyOn(ProductSearch, 'build');
    try {
      expect(await stockIn(shops[1])).toBe(before - 3);
      expect(builds).not.toHaveBeenCalled();
    } finally {
      builds.mockRestore();
    }
  });

  it('ADR 0022: searches arriving together after a price change build the index once', async () => {
    const searchOn = async () =>
      (
        await shops[1].request('/search/products?q=croquettes', { headers: SEARCH_HEADERS })
      ).json() as Promise<ShopBody>;
    await searchOn();
    const [product] = await first.db.select().from(products).orderBy(asc(products.id)).limit(1);
    if (!product) throw new Error('no product');
    const doc = product.data as Product;
    const before = await readCatalogueVersion(first.db);
    const builds = vi.spyOn(ProductSearch, 'build');
    try {
      const dearer = doc.ProductVariants.map((v) => ({ ...v, base_price: (v.base_price ?? 0) + 100 }));
      await first.db
        .update(products)
        .set({ data: { ...doc, ProductVariants: dearer } })
        .where(eq(products.id, product.id));
      expect(await readCatalogueVersion(first.db)).toBe(before + 1);
      const answers = await Promise.all(Array.from({ length: 6 }, searchOn));
      expect(new Set(answers.map((answer) => answer.nbHits)).size).toBe(1);
      expect(builds).toHaveBeenCalledTimes(1);
    } finally {
      builds.mockRestore();
      await first.db.update(products).set({ data: doc }).where(eq(products.id, product.id));
    }
  });
});
