import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentChangesAfter, lastContentChange } from '../content/changes.js';
import { contractTargets } from '../contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from '../db/open.js';
import { contentSingletons, images, products } from '../db/schema.js';
import { seed } from '../db/seed.js';
import { siteDataVersion } from './site-inputs.js';

describe.each(contractTargets())('ADR 0023: the digest of what the site is built from, on $name', ({ target }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase(target, { setUp: (db) => seed(db) });
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });

  it('stays the same while nothing of the site changes — an order taking stock, a customer’s upload, a product (a recorded change) — and moves when the content does', async () => {
    const { db } = opened;
    // The shared PostgreSQL of the suite is given back as it was (other files read this catalogue).
    const [product] = await db.select().from(products).orderBy(products.id).limit(1);
    const [header] = await db.select().from(contentSingletons).where(eq(contentSingletons.type, 'b2c-header')).limit(1);
    if (!product || !header) throw new Error('no seed');
    const upload = `clients/animal-${Date.now()}.webp`;
    try {
      await changes(product, header, upload);
    } finally {
      await db.update(products).set({ data: product.data }).where(eq(products.id, product.id));
      await db
        .update(contentSingletons)
        .set({ data: header.data })
        .where(sql`type = ${header.type} and locale = ${header.locale}`);
      await db.delete(images).where(eq(images.path, upload));
    }
  });

  async function changes(
    product: typeof products.$inferSelect,
    header: typeof contentSingletons.$inferSelect,
    upload: string,
  ) {
    const productId = product.id;
    const { db } = opened;
    const first = await siteDataVersion(db);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await siteDataVersion(db)).toBe(first);
    // Stock moves with every order: not a change of the pages (the shop API tells it once hydrated).
    await db.execute(
      sql`update products set data = jsonb_set(data, '{ProductVariants,0,stock}', '3'::jsonb) where id = ${productId}`,
    );
    await db.insert(images).values({
      path: upload,
      contentType: 'image/webp',
      bytes: new Uint8Array([1, 2, 3]),
      width: 1,
      height: 1,
      customerId: 1,
      createdAt: new Date(),
    });
    expect(await siteDataVersion(db)).toBe(first);
    const lastSeen = await lastContentChange(opened);
    // A content record edited: the pages that show it are stale.
    await db
      .update(contentSingletons)
      .set({ data: { ...(header.data as object), promoBanner: 'Une autre annonce' } })
      .where(sql`type = ${header.type} and locale = ${header.locale}`);
    const afterContent = await siteDataVersion(db);
    expect(afterContent).not.toBe(first);
    // ...and recorded as a change of content: a running shop renders every page again (ADR 0023).
    const [recorded] = (await contentChangesAfter(opened, lastSeen)).slice(-1);
    expect(recorded).toMatchObject({ kind: 'content', key: 'b2c-header', detail: { type: 'b2c-header' } });
    // A product renamed is not in this digest: it is a recorded change, which the site renders
    // from the change log, at a start as while it runs (its page, its listings).
    const beforeRename = await lastContentChange(opened);
    await db.execute(
      sql`update products set data = jsonb_set(data, '{name}', '"Un autre nom"'::jsonb) where id = ${productId}`,
    );
    expect(await siteDataVersion(db)).toBe(afterContent);
    const [renamed] = await contentChangesAfter(opened, beforeRename);
    expect(renamed).toMatchObject({ kind: 'product', key: product.sku });
  }
});
