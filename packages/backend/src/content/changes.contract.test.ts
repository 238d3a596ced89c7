import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { contractTargets, getJson, IMAGE_KEYS, NOW, type ShopBody, shopCall } from '../contract.test-helpers.js';
import { type DatabaseTarget, type OpenedDatabase, openDatabase } from '../db/open.js';
import { seed } from '../db/seed.js';
import { applyMergePatch } from '../routes/back-office-products.js';
import {
  CHANGES_MISSED_KEY,
  type ContentChange,
  contentChangesAfter,
  contentChangesRetentionDaysFromEnv,
  lastContentChange,
  pruneContentChanges,
  watchContentChanges,
} from './changes.js';

const BACK_OFFICE = 'jeton-du-back-office-de-test-assez-long-0123456789';

/**
 * A database of this file's own: the products it creates and changes must not show in the shared
 * catalogue other files count while they run. On PostgreSQL, a new database on the suite's server.
 */
async function ownDatabase(target: DatabaseTarget): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  if (target.kind !== 'postgres') return { target, drop: async () => {} };
  const name = `gamelle_changes_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    async drop() {
      const again = new pg.Client({ connectionString: target.url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** A test product's one variant code, from its sku's number (`TEST-2` → 90000002): each product its own. */
const codeOf = (sku: string) => `9${sku.replace(/\D/g, '').padStart(7, '0')}`;
const newProduct = (sku: string, slug: string) => ({
  sku,
  slug,
  name: 'Croquettes de test au canard',
  animal: 'dog',
  foodType: 'dry',
  categories: ['chien', 'chien/croquettes'],
  shortDescription: 'Un produit créé par le back-office.',
  ProductVariants: [
    { code: codeOf(sku), name: 'Sac de 2 kg', in_stock: true, stock: 40, base_price: 1990, weight: 2, unit: 'kg' },
  ],
});

describe('SPEC §7 "PATCH is merge-patch JSON": a JSON merge patch (RFC 7386)', () => {
  it('merges objects key by key, removes a key set to null and replaces arrays whole', () => {
    expect(
      applyMergePatch(
        { name: 'a', keep: 1, nested: { x: 1, y: 2 }, list: [1, 2] },
        {
          name: 'b',
          nested: { y: null, z: 3 },
          list: [3],
        },
      ),
    ).toEqual({ name: 'b', keep: 1, nested: { x: 1, z: 3 }, list: [3] });
    expect(applyMergePatch({ a: 1 }, ['x'])).toEqual(['x']);
  });
});

describe.each(contractTargets())(
  'ADR 0023: the back office writes the catalogue and every write is a recorded change, on $name',
  ({ target: shared }) => {
    let database: OpenedDatabase;
    let shop: Hono;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const own = await ownDatabase(shared);
      drop = own.drop;
      database = await openDatabase(own.target);
      await seed(database.db, { now: NOW });
      shop = createApp({ db: database.db, now: () => NOW, imageKeys: IMAGE_KEYS, backOfficeToken: BACK_OFFICE });
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      await drop?.();
    });

    const admin = (method: string, sku: string, body?: unknown, token: string | null = BACK_OFFICE) =>
      shopCall(shop, method, `/api/v2/admin/products/${sku}`, body, { token: token ?? undefined });
    const publicProduct = async (sku: string) => {
      const { status, body } = await getJson(shop, `/cms/b2c-products/sku-${sku}?render=2&locale=fr`);
      return { status, body: body as ShopBody };
    };

    it('refuses a call without the back office’s token (401) and a product whose paths are unsafe or taken (422)', async () => {
      expect((await admin('PUT', 'TEST-0', newProduct('TEST-0', 'test-0'), null)).status).toBe(401);
      expect((await admin('PUT', 'TEST-0', newProduct('TEST-0', 'test-0'), 'mauvais-jeton')).status).toBe(401);

      const traversal = await admin('PUT', 'TEST-1', newProduct('TEST-1', '../../index'));
      expect(traversal.status).toBe(422);
      expect(traversal.body.violations).toEqual([expect.objectContaining({ propertyPath: 'slug', code: 'invalid' })]);
      const category = await admin('PUT', 'TEST-1', { ...newProduct('TEST-1', 'test-1'), categories: ['../assets'] });
      expect(category.status).toBe(422);
      expect(category.body.violations[0].propertyPath).toBe('categories.0');

      const seeded = (await publicProduct('CHIEN-CROQUETTES-00001')).body.data;
      const taken = await admin('PUT', 'TEST-1', newProduct('TEST-1', seeded.slug));
      expect(taken.status).toBe(422);
      expect(taken.body.violations[0]).toMatchObject({ propertyPath: 'slug', code: 'already_used' });
      expect(taken.body.violations[0].message).toContain('CHIEN-CROQUETTES-00001');

      // The samples' folder is no product's page (it would take every sample page with it).
      const samples = await admin('PUT', 'TEST-1', newProduct('TEST-1', 'echantillons'));
      expect(samples.status).toBe(422);
      expect(samples.body.violations[0]).toMatchObject({ propertyPath: 'slug', code: 'invalid' });
      // `/produits/{sku}/` and `/produits/{slug}/` are one namespace, whatever the letters' case.
      const skuIsASlug = await admin('PUT', seeded.slug, newProduct(seeded.slug, 'autre-produit'));
      expect(skuIsASlug.status).toBe(422);
      expect(skuIsASlug.body.violations[0]).toMatchObject({ propertyPath: 'sku', code: 'already_used' });
      const sameSkuOtherCase = await admin(
        'PUT',
        'chien-croquettes-00001',
        newProduct('chien-croquettes-00001', 'encore-un-produit'),
      );
      expect(sameSkuOtherCase.status).toBe(422);
      const slugIsASku = await admin('PUT', 'TEST-1', newProduct('TEST-1', 'chien-croquettes-00001'));
      expect(slugIsASku.status).toBe(422);
      expect(slugIsASku.body.violations[0]).toMatchObject({ propertyPath: 'sku', code: 'already_used' });
      // A variant's code is one variant's: the cart prices and counts by it.
      const seededCode = seeded.ProductVariants[0].code;
      const codeTaken = await admin('PUT', 'TEST-1', {
        ...newProduct('TEST-1', 'test-1'),
        ProductVariants: [{ ...newProduct('TEST-1', 'test-1').ProductVariants[0], code: seededCode }],
      });
      expect(codeTaken.status).toBe(422);
      expect(codeTaken.body.violations[0]).toMatchObject({ propertyPath: 'ProductVariants', code: 'already_used' });
      const variant = newProduct('TEST-1', 'test-1').ProductVariants[0];
      const twice = await admin('PUT', 'TEST-1', {
        ...newProduct('TEST-1', 'test-1'),
        ProductVariants: [variant, { ...variant, name: 'Sac de 2 kg bis' }],
      });
      expect(twice.status).toBe(422);
      // Prices are whole cents, zero or more: a negative or fractional price would make negative or broken totals.
      for (const base_price of [-100, 19.9]) {
        const priced = await admin('PUT', 'TEST-1', {
          ...newProduct('TEST-1', 'test-1'),
          ProductVariants: [{ ...variant, base_price }],
        });
        expect(priced.status, String(base_price)).toBe(422);
        expect(priced.body.violations[0].propertyPath).toBe('ProductVariants.0.base_price');
      }
      // A path parameter is decoded once (Hono's): a `%` in it is no server error.
      expect((await admin('GET', '%25E0')).status).toBe(404);

      const noName = await admin('PUT', 'TEST-1', { ...newProduct('TEST-1', 'test-1'), name: ' ' });
      expect(noName.status).toBe(422);
      expect((await admin('PATCH', 'INCONNU', { name: 'x' })).status).toBe(404);
      expect((await publicProduct('TEST-1')).status).toBe(404);
    });

    it('creates (201), changes by merge patch (200) and unpublishes a product; the content API serves each state at once (SPEC §3 viewable flag)', async () => {
      const created = await admin('PUT', 'TEST-2', newProduct('TEST-2', 'test-2'));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ sku: 'TEST-2', slug: 'test-2', viewable: true });
      expect((await publicProduct('TEST-2')).body.data.name).toBe('Croquettes de test au canard');

      // An order took stock meanwhile: a change of price keeps the count, even from a client that
      // writes back the count it read before (it would undo the sale).
      const read = await admin('GET', 'TEST-2');
      expect(read.body.ProductVariants[0].stock).toBe(40);
      await database.db.execute(
        sql`update products set data = jsonb_set(data, '{ProductVariants,0,stock}', '12'::jsonb) where sku = 'TEST-2'`,
      );
      const changed = await admin('PATCH', 'TEST-2', {
        name: 'Croquettes au canard, nouvelle recette',
        ProductVariants: [
          {
            code: codeOf('TEST-2'),
            name: 'Sac de 2 kg',
            in_stock: true,
            stock: 40,
            base_price: 2190,
            weight: 2,
            unit: 'kg',
          },
        ],
      });
      expect(changed.status).toBe(200);
      const served = (await publicProduct('TEST-2')).body.data;
      expect(served.name).toBe('Croquettes au canard, nouvelle recette');
      expect(served.ProductVariants[0]).toMatchObject({ base_price: 2190, stock: 12 });

      // The cart prices from the catalogue, never from the client: the new price.
      const cart = await shopCall(shop, 'POST', '/orders', { localeCode: 'fr_FR' });
      const added = await shopCall(shop, 'PATCH', `/orders/${cart.body.tokenValue}/items`, {
        productVariant: `/api/v2/shop/product-variants/${codeOf('TEST-2')}`,
        quantity: 1,
      });
      expect(added.status).toBe(200);
      expect(added.body.items[0].unitPrice).toBe(2190);

      const listed = async () =>
        (await getJson(shop, '/cms/b2c-products?filters[category]=chien/croquettes&pageSize=100&locale=fr')).body
          .data as { sku: string }[];
      expect((await listed()).map((product) => product.sku)).toContain('TEST-2');
      const hidden = await admin('PATCH', 'TEST-2', { viewable: false });
      expect(hidden.status).toBe(200);
      expect(hidden.body.viewable).toBe(false);
      // Gone from the listings; its record stays readable by sku (orders show what they sold), marked.
      expect((await listed()).map((product) => product.sku)).not.toContain('TEST-2');
      expect((await publicProduct('TEST-2')).body.data.viewable).toBe(false);
      expect((await admin('GET', 'TEST-2')).body.name).toBe('Croquettes au canard, nouvelle recette');
    });

    it('two writers creating one product at once: one creates it, the other is told, never a 500', async () => {
      const both = await Promise.all([
        admin('PUT', 'TEST-6', newProduct('TEST-6', 'test-6')),
        admin('PUT', 'TEST-6', newProduct('TEST-6', 'test-6')),
      ]);
      const statuses = both.map((answer) => answer.status);
      // One creates it; the other replaces it (it came second) or is told it was just made (at once).
      expect(statuses).toContain(201);
      const [other] = statuses.filter((_, index) => index !== statuses.indexOf(201));
      expect([200, 422]).toContain(other);
    });

    it('a product’s sku path leads to its slug as it is now, at once after a change (SPEC §2 product-sku-redirect)', async () => {
      const redirect = async () =>
        (await getJson(shop, '/cms/b2c-redirects?path=/produits/TEST-5/&locale=fr')).body.data as {
          redirect: string;
        } | null;
      await admin('PUT', 'TEST-5', newProduct('TEST-5', 'test-5'));
      expect((await redirect())?.redirect).toBe('/produits/test-5/');
      await admin('PATCH', 'TEST-5', { slug: 'test-5-nouveau' });
      expect((await redirect())?.redirect).toBe('/produits/test-5-nouveau/');
      await admin('PATCH', 'TEST-5', { viewable: false });
      expect(await redirect()).toBeNull();
    });

    it('records each write with where its pages were and are, not a change of stock, and wakes a watch by NOTIFY', async () => {
      const before = await lastContentChange(database);
      const seen: ContentChange[][] = [];
      let woken: () => void = () => {};
      // A poll too slow to matter: only the notification can hand the change over in time.
      const watch = await watchContentChanges(database, {
        after: before,
        pollMs: 60_000,
        gatherMs: 20,
        onChanges: async (changes) => {
          seen.push(changes);
          woken();
        },
      });
      try {
        const handed = new Promise<void>((resolve) => {
          woken = resolve;
        });
        expect((await admin('PUT', 'TEST-3', newProduct('TEST-3', 'test-3'))).status).toBe(201);
        await handed;
        expect(seen.flat().map((change) => change.key)).toEqual(['TEST-3']);
        expect(seen[0]?.[0]?.detail).toEqual({
          before: null,
          after: { slug: 'test-3', categories: ['chien', 'chien/croquettes'], viewable: true },
        });

        // Stock only: no change of any page, nothing recorded.
        const last = await lastContentChange(database);
        await database.db.execute(
          sql`update products set data = jsonb_set(data, '{ProductVariants,0,stock}', '5'::jsonb) where sku = 'TEST-3'`,
        );
        expect(await lastContentChange(database)).toBe(last);

        await admin('PATCH', 'TEST-3', { slug: 'test-3-bis', categories: ['chien'] });
        await admin('PATCH', 'TEST-3', { viewable: false });
        await watch.settled();
        const changes = await contentChangesAfter(database, last);
        expect(changes.map((change) => change.detail)).toEqual([
          {
            before: { slug: 'test-3', categories: ['chien', 'chien/croquettes'], viewable: true },
            after: { slug: 'test-3-bis', categories: ['chien'], viewable: true },
          },
          {
            before: { slug: 'test-3-bis', categories: ['chien'], viewable: true },
            after: { slug: 'test-3-bis', categories: ['chien'], viewable: false },
          },
        ]);
        expect(watch.last()).toBe(changes.at(-1)?.id);
        expect(seen.flat().map((change) => change.id)).toEqual([before + 1, ...changes.map((change) => change.id)]);
      } finally {
        await watch.stop();
      }
    });

    it('records a content record written (the header, an FAQ entry) as a change of content, and not a feature switched (read at run time)', async () => {
      const before = await lastContentChange(database);
      await database.db.execute(
        sql`update content_singletons set data = jsonb_set(data, '{promoBanner}', '"Annonce de test"'::jsonb) where type = 'b2c-header' and locale = 'fr'`,
      );
      await database.db.execute(
        sql`update content_entries set position = position + 1 where type = 'faq' and locale = 'fr' and key = (select min(key) from content_entries where type = 'faq' and locale = 'fr')`,
      );
      // Written again as it is: no change.
      await database.db.execute(sql`update content_entries set data = data where type = 'faq'`);
      const off = await shopCall(
        shop,
        'PUT',
        '/api/v2/admin/features',
        { off: ['mention-me'] },
        { token: BACK_OFFICE },
      );
      expect(off.status).toBe(200);
      const changes = await contentChangesAfter(database, before);
      expect(changes.map(({ kind, key, detail }) => ({ kind, key, type: (detail as { type: string }).type }))).toEqual([
        { kind: 'content', key: 'b2c-header', type: 'b2c-header' },
        { kind: 'content', key: expect.stringMatching(/^faq\//), type: 'faq' },
      ]);
      expect(changes[1]?.detail).toMatchObject({ locale: 'fr' });
    });

    it('hands a batch whose handling failed over again (a render that failed is tried again)', async () => {
      const after = await lastContentChange(database);
      let attempts = 0;
      const handed: string[] = [];
      const watch = await watchContentChanges(database, {
        after,
        pollMs: 60_000,
        gatherMs: 10,
        onChanges: async (changes) => {
          attempts += 1;
          if (attempts === 1) throw new Error('rendu impossible');
          handed.push(...changes.map((change) => change.key));
        },
      });
      try {
        await admin('PUT', 'TEST-4', newProduct('TEST-4', 'test-4'));
        await watch.settled();
        await watch.settled();
        expect(handed).toEqual(['TEST-4']);
        expect(attempts).toBe(2);
      } finally {
        await watch.stop();
      }
    });

    it('keeps the change log short: changes older than the retention go, the newest always stays; a site that missed deleted changes is rendered whole', async () => {
      await admin('PATCH', 'TEST-4', { name: 'Croquettes de test, première' });
      const seen = await lastContentChange(database);
      await admin('PATCH', 'TEST-4', { name: 'Croquettes de test, deuxième' });
      await admin('PATCH', 'TEST-4', { name: 'Croquettes de test, troisième' });
      const newest = await lastContentChange(database);
      const count = async () =>
        Number(
          (
            (await database.db.execute(sql`select count(*) as n from content_changes`)) as unknown as {
              rows: { n: string }[];
            }
          ).rows[0]?.n,
        );
      expect(await count()).toBeGreaterThan(3);
      // Everything recorded 40 days ago: all of it is past a retention of 30 days.
      await database.db.execute(sql`update content_changes set changed_at = now() - interval '40 days'`);
      const deleted = await pruneContentChanges(database, new Date(Date.now() - 30 * 86_400_000));
      expect(deleted).toBeGreaterThan(2);
      expect(await count()).toBe(1);
      // The newest stays: it numbers what a site built now has seen.
      expect(await lastContentChange(database)).toBe(newest);
      expect(await pruneContentChanges(database, new Date())).toBe(0);

      // A site built when `seen` was the last change, served again now: the changes after it are
      // gone, so its first batch renders every page again, then goes on one change at a time.
      const batches: string[][] = [];
      const late = await watchContentChanges(database, {
        after: seen,
        pollMs: 60_000,
        gatherMs: 10,
        onChanges: async (changes) => {
          batches.push(changes.map((change) => `${change.kind}:${change.key}`));
        },
      });
      try {
        await late.settled();
        expect(batches).toEqual([[`content:${CHANGES_MISSED_KEY}`, 'product:TEST-4']]);
        expect(late.last()).toBe(newest);
        await admin('PATCH', 'TEST-4', { name: 'Croquettes de test, quatrième' });
        await late.settled();
        expect(batches.at(-1)).toEqual(['product:TEST-4']);
      } finally {
        await late.stop();
      }
      // A site that saw the newest change kept misses nothing: no whole render.
      const onTime: string[][] = [];
      const current = await watchContentChanges(database, {
        after: await lastContentChange(database),
        pollMs: 60_000,
        gatherMs: 10,
        onChanges: async (changes) => {
          onTime.push(changes.map((change) => change.key));
        },
      });
      try {
        await admin('PATCH', 'TEST-4', { name: 'Croquettes de test, cinquième' });
        await current.settled();
        expect(onTime).toEqual([['TEST-4']]);
      } finally {
        await current.stop();
      }
    });
  },
);

describe('CONTENT_CHANGES_RETENTION_DAYS', () => {
  it('is a whole number of days, 30 without one or with what is no number of days', () => {
    expect(contentChangesRetentionDaysFromEnv({})).toBe(30);
    expect(contentChangesRetentionDaysFromEnv({ CONTENT_CHANGES_RETENTION_DAYS: '7' })).toBe(7);
    for (const wrong of ['0', '-3', '2.5', 'un mois']) {
      expect(contentChangesRetentionDaysFromEnv({ CONTENT_CHANGES_RETENTION_DAYS: wrong }), wrong).toBe(30);
    }
  });
});
