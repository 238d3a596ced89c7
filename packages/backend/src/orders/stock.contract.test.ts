import { randomUUID } from 'node:crypto';
import type { Product } from '@gamelle/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTargets, NOW } from '../contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from '../db/open.js';
import { products } from '../db/schema.js';
import { type StockLine, stockViolations, takeStock } from './stock.js';

type Variant = { code: string; name: string; in_stock: boolean; stock?: number };

/**
 * The one stock module of the checkout's completion and the subscription scheduler:
 * checked and taken under the products' locks, on every database of the contract. The
 * products are this file's own (unique skus, not viewable) and removed afterwards.
 */
describe.each(contractTargets())('stock taken under lock (checkout and scheduler alike), on $name', ({ target }) => {
  let database: OpenedDatabase;
  const run = randomUUID().slice(0, 8);
  const skus: string[] = [];

  /** A product of this file with the given variants; its sku. */
  const product = async (variants: Variant[]) => {
    const sku = `STOCK-${run}-${skus.length}`;
    skus.push(sku);
    const data = { sku, name: `Croquettes ${sku}`, ProductVariants: variants };
    await database.db.insert(products).values({
      sku,
      slug: sku.toLowerCase(),
      animal: 'dog',
      foodType: 'dry',
      brand: 'Gamelle',
      name: data.name,
      categories: [],
      viewable: false,
      bestSellerRank: 0,
      data,
      createdAt: NOW,
    });
    return sku;
  };
  const variantOf = async (sku: string, code: string) => {
    const [row] = await database.db.select({ data: products.data }).from(products).where(eq(products.sku, sku));
    return (row?.data as Product | undefined)?.ProductVariants.find((v) => v.code === code);
  };
  const take = (lines: StockLine[]) => database.db.transaction((tx) => takeStock(tx, lines));
  const line = (productSku: string, variantCode: string, quantity: number) => ({ productSku, variantCode, quantity });

  beforeAll(async () => {
    database = await openDatabase(target);
  });
  afterAll(async () => {
    if (skus.length > 0) await database.db.delete(products).where(inArray(products.sku, skus));
    await database.close();
  });

  it('two takers of the last unit at once: one gets it, the other is told it is gone', async () => {
    const sku = await product([{ code: '91000001', name: '2 kg', in_stock: true, stock: 1 }]);
    const results = await Promise.all([take([line(sku, '91000001', 1)]), take([line(sku, '91000001', 1)])]);
    expect(results.filter((shortages) => shortages.length === 0)).toHaveLength(1);
    expect(results.flat()).toEqual([
      { index: 0, line: line(sku, '91000001', 1), left: 0, code: 'product_unavailable' },
    ]);
    expect(await variantOf(sku, '91000001')).toMatchObject({ stock: 0, in_stock: false });
  });

  it('eight takers of the last three units at once: three get one, five are told it is gone', async () => {
    const sku = await product([{ code: '91000002', name: '4 kg', in_stock: true, stock: 3 }]);
    const results = await Promise.all(Array.from({ length: 8 }, () => take([line(sku, '91000002', 1)])));
    expect(results.filter((shortages) => shortages.length === 0)).toHaveLength(3);
    expect(results.flat().map(({ left, code }) => ({ left, code }))).toEqual(
      Array.from({ length: 5 }, () => ({ left: 0, code: 'product_unavailable' })),
    );
    expect(await variantOf(sku, '91000002')).toMatchObject({ stock: 0, in_stock: false });
  });

  it('takers of two products in opposite line orders both succeed (locks in sku order, no deadlock)', async () => {
    const first = await product([{ code: '92000001', name: '2 kg', in_stock: true, stock: 10 }]);
    const second = await product([{ code: '92000002', name: '4 kg', in_stock: true, stock: 10 }]);
    const forward = [line(first, '92000001', 1), line(second, '92000002', 1)];
    const backward = [line(second, '92000002', 2), line(first, '92000001', 2)];
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => take(i % 2 === 0 ? forward : backward)));
    expect(results.flat()).toEqual([]);
    expect(await variantOf(first, '92000001')).toMatchObject({ stock: 1, in_stock: true });
    expect(await variantOf(second, '92000002')).toMatchObject({ stock: 1, in_stock: true });
  });

  it('a short line takes nothing at all, and says what is left', async () => {
    const sku = await product([
      { code: '93000001', name: '2 kg', in_stock: true, stock: 5 },
      { code: '93000002', name: '12 kg', in_stock: true, stock: 2 },
    ]);
    const shortages = await take([line(sku, '93000001', 1), line(sku, '93000002', 3)]);
    expect(shortages).toEqual([{ index: 1, line: line(sku, '93000002', 3), left: 2, code: 'out_of_stock' }]);
    expect(await variantOf(sku, '93000001')).toMatchObject({ stock: 5, in_stock: true });
    expect(await variantOf(sku, '93000002')).toMatchObject({ stock: 2, in_stock: true });
  });

  it('lines of one variant take from the same count, one after the other', async () => {
    const sku = await product([{ code: '94000001', name: '2 kg', in_stock: true, stock: 5 }]);
    expect(await take([line(sku, '94000001', 3), line(sku, '94000001', 3)])).toEqual([
      { index: 1, line: line(sku, '94000001', 3), left: 2, code: 'out_of_stock' },
    ]);
    expect(await take([line(sku, '94000001', 3), line(sku, '94000001', 2)])).toEqual([]);
    expect(await variantOf(sku, '94000001')).toMatchObject({ stock: 0, in_stock: false });
  });

  it('an unknown product or variant, or one out of stock, is unavailable; one without a count never runs short', async () => {
    const sku = await product([
      { code: '95000001', name: '2 kg', in_stock: false },
      { code: '95000002', name: 'Sachet', in_stock: true },
    ]);
    const shortages = await take([
      line(`STOCK-${run}-inconnu`, '95000009', 1),
      line(sku, '95000009', 1),
      line(sku, '95000001', 1),
      line(sku, '95000002', 1000),
    ]);
    expect(shortages.map(({ index, left, code }) => ({ index, left, code }))).toEqual([
      { index: 0, left: 0, code: 'product_unavailable' },
      { index: 1, left: 0, code: 'product_unavailable' },
      { index: 2, left: 0, code: 'product_unavailable' },
    ]);
    expect(await take([line(sku, '95000002', 1000)])).toEqual([]);
    expect(await variantOf(sku, '95000002')).toEqual({ code: '95000002', name: 'Sachet', in_stock: true });
  });

  it('the checkout says it in French, on the line’s quantity', () => {
    const named = { productSku: 'X', variantCode: '96000001', productName: 'Croquettes', variantName: '2 kg' };
    expect(
      stockViolations([
        { index: 0, line: { ...named, quantity: 1 }, left: 0, code: 'product_unavailable' },
        { index: 2, line: { ...named, quantity: 4 }, left: 3, code: 'out_of_stock' },
      ]),
    ).toEqual([
      {
        propertyPath: 'items[0].quantity',
        code: 'product_unavailable',
        message: 'Croquettes (2 kg) n’est plus disponible.',
      },
      {
        propertyPath: 'items[2].quantity',
        code: 'out_of_stock',
        message: 'Il ne reste que 3 article(s) de Croquettes (2 kg) en stock.',
      },
    ]);
  });

  it('SPEC §1 Dutch: the checkout of a Dutch cart says it in Dutch, one unit or several', () => {
    const named = { productSku: 'X', variantCode: '96000001', productName: 'Droogvoer', variantName: '2 kg' };
    expect(
      stockViolations(
        [
          { index: 0, line: { ...named, quantity: 1 }, left: 0, code: 'product_unavailable' },
          { index: 1, line: { ...named, quantity: 2 }, left: 1, code: 'out_of_stock' },
          { index: 2, line: { ...named, quantity: 4 }, left: 3, code: 'out_of_stock' },
        ],
        'nl',
      ).map((v) => [v.propertyPath, v.code, v.message]),
    ).toEqual([
      ['items[0].quantity', 'product_unavailable', 'Droogvoer (2 kg) is niet meer beschikbaar.'],
      ['items[1].quantity', 'out_of_stock', 'Nog maar 1 stuk van Droogvoer (2 kg) op voorraad.'],
      ['items[2].quantity', 'out_of_stock', 'Nog maar 3 stuks van Droogvoer (2 kg) op voorraad.'],
    ]);
  });
});
