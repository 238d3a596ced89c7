import { type ConstraintViolation, DEFAULT_LOCALE, type Locale, type Product } from '@gamelle/domain';
import { eq, inArray } from 'drizzle-orm';
import { products } from '../db/schema.js';
import type { Tx } from './store.js';

/**
 * Stock taken when an order is placed: by the checkout's completion (`routes/checkout/completion.ts`)
 * and by the subscription scheduler (`orders/scheduler.ts`), the one place stock is checked and
 * taken.
 *
 * Before, each had its own copy, and they differed:
 * - **Locking order.** The completion locked the order's products in one `SELECT … FOR UPDATE`
 *   ordered by sku; the scheduler locked them one by one in the subscription's line order, so a
 *   scheduler run and a shopper's completion over the same two products could deadlock.
 *   Now both lock in sku order, in one statement.
 * - **When stock is checked.** The completion checked under the lock; the scheduler checked before
 *   (`draftLines`, an unlocked read) and then took the quantity without looking again, so two
 *   takers of the last unit could both succeed and leave a negative stock. Now both check under
 *   the lock; the scheduler keeps its earlier check (price, viewable product) and a shortage found
 *   under the lock ends as that check does: the subscription in `error`, `product_unavailable:{code}`.
 * - **What is short.** The same rules now for both, the completion's: an unknown product or variant,
 *   a variant marked `in_stock: false`, or fewer units than asked (a variant without a `stock`
 *   count is never short). Several lines of one variant take from the same count, one after the
 *   other.
 * - **Out of stock flag.** The completion set `in_stock: false` when the count reached exactly 0,
 *   the scheduler when it fell to 0 or below; with the check under the lock the count never goes
 *   below 0, and both set it at 0 or below.
 * - **Writes.** The completion wrote back every locked product, the scheduler only those with a
 *   count; now only the products whose count changed are written, and nothing at all when a line
 *   is short (the caller refuses the whole order).
 *
 * Each caller keeps its answer: the completion turns shortages into 422 violations on
 * `items[n].quantity` in the cart's language (`stockViolations`), the scheduler into the
 * subscription's error.
 */

/** A line to take: the variant of a product, and how many. */
export interface StockLine {
  productSku: string;
  variantCode: string;
  quantity: number;
}

/** A line that cannot be served, with what is left (0 when the variant is unavailable). */
export interface Shortage<L extends StockLine = StockLine> {
  /** The line's place in the lines given. */
  index: number;
  line: L;
  left: number;
  code: 'product_unavailable' | 'out_of_stock';
}

/**
 * The products of `lines`, locked for the rest of the transaction in one fixed order (sku): every
 * taker and giver of stock locks them so, and none waits on another in a circle.
 */
async function lockProducts(tx: Tx, lines: readonly StockLine[]) {
  const skus = [...new Set(lines.map((line) => line.productSku))].sort();
  return tx
    .select({ id: products.id, sku: products.sku, data: products.data })
    .from(products)
    .where(inArray(products.sku, skus))
    .orderBy(products.sku)
    .for('update');
}

/**
 * Checks and takes the stock of every line, products locked in a fixed order (sku, no deadlock).
 * Returns the lines that cannot be served; when there is any, no stock is taken.
 */
export async function takeStock<L extends StockLine>(tx: Tx, lines: readonly L[]): Promise<Shortage<L>[]> {
  if (lines.length === 0) return [];
  const rows = await lockProducts(tx, lines);
  const bySku = new Map(rows.map((r) => [r.sku, { id: r.id, data: structuredClone(r.data) as Product }]));
  const changed = new Set<number>();
  const shortages: Shortage<L>[] = [];
  lines.forEach((line, index) => {
    const product = bySku.get(line.productSku);
    const variant = product?.data.ProductVariants.find((v) => v.code === line.variantCode);
    const stock = typeof variant?.stock === 'number' ? variant.stock : Number.POSITIVE_INFINITY;
    if (!product || !variant || variant.in_stock === false || stock < line.quantity) {
      const left = Number.isFinite(stock) ? Math.max(0, stock) : 0;
      shortages.push({ index, line, left, code: left === 0 ? 'product_unavailable' : 'out_of_stock' });
      return;
    }
    if (Number.isFinite(stock)) {
      variant.stock = stock - line.quantity;
      if (variant.stock <= 0) variant.in_stock = false;
      changed.add(product.id);
    }
  });
  if (shortages.length > 0) return shortages;
  for (const product of bySku.values()) {
    if (changed.has(product.id))
      await tx.update(products).set({ data: product.data }).where(eq(products.id, product.id));
  }
  return [];
}

/**
 * Gives back the stock of lines taken by `takeStock` (an order cancelled), products locked in the
 * same order (sku). A variant without a `stock` count takes nothing back; its `in_stock` flag is
 * left as it is. A product or variant gone since is left as it is.
 */
export async function giveStockBack(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  const rows = await lockProducts(tx, lines);
  for (const row of rows) {
    const data = structuredClone(row.data) as Product;
    let changed = false;
    for (const line of lines) {
      if (line.productSku !== row.sku) continue;
      const variant = data.ProductVariants.find((v) => v.code === line.variantCode);
      if (!variant || typeof variant.stock !== 'number') continue;
      // The count only: « out of stock » stays as it is — sold out, or taken off sale by someone,
      // the back office tells (and turns it on again with its new stock).
      variant.stock += line.quantity;
      changed = true;
    }
    if (changed) await tx.update(products).set({ data }).where(eq(products.id, row.id));
  }
}

/** What a shortage says of a line, in each language (ADR 0019). */
const SHORTAGE_MESSAGES: Record<Locale, { gone: (name: string) => string; left: (n: number, name: string) => string }> =
  {
    fr: {
      gone: (name) => `${name} n’est plus disponible.`,
      left: (n, name) => `Il ne reste que ${n} article(s) de ${name} en stock.`,
    },
    nl: {
      gone: (name) => `${name} is niet meer beschikbaar.`,
      left: (n, name) => `Nog maar ${n} ${n === 1 ? 'stuk' : 'stuks'} van ${name} op voorraad.`,
    },
  };

/**
 * The checkout's answer to shortages: one violation per line, on `items[n].quantity`, in the
 * cart's language (`languageOf(row.localeCode)`; French by default) — the lines' names are the
 * cart's, already in that language.
 */
export function stockViolations(
  shortages: readonly Shortage<StockLine & { productName: string; variantName: string }>[],
  language: Locale = DEFAULT_LOCALE,
): ConstraintViolation[] {
  const say = SHORTAGE_MESSAGES[language];
  return shortages.map(({ index, line, left, code }) => {
    const name = `${line.productName} (${line.variantName})`;
    return {
      propertyPath: `items[${index}].quantity`,
      code,
      message: left === 0 ? say.gone(name) : say.left(left, name),
    };
  });
}
