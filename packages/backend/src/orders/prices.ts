import { formatPrice, type Locale, type Product } from '@gamelle/domain';
import { eq, inArray } from 'drizzle-orm';
import { orderItems, products } from '../db/schema.js';
import type { Tx } from './store.js';
import type { ItemRow } from './view.js';

/**
 * The catalogue price of a line: the subscription price for a subscription line (SPEC §9: −10 %),
 * null when the variant is not shown or has no whole price in cents.
 */
export function cataloguePrice(variant: Product['ProductVariants'][number], interval: number): number | null {
  const price = interval > 0 ? variant.base_price_subscription : variant.base_price;
  return typeof price === 'number' && Number.isInteger(price) && variant.show_variant !== false ? price : null;
}

/** What the catalogue says now of a cart's lines, held to it at the checkout's completion. */
export interface Repricing {
  /** Lines whose product is hidden, or whose variant is gone, hidden or without a price: not for sale. */
  unavailable: { index: number; line: ItemRow }[];
  /** How many lines took the catalogue's price of now (written). */
  changed: number;
}

/**
 * A line keeps the price it was added at while it sits in the cart; an order is placed at the
 * catalogue's prices of the moment it is placed (Sylius's order processor reprices a cart the same
 * way). Lines whose price moved take the new one; lines no longer for sale are reported, unchanged.
 * Stock is `takeStock`'s, under its lock.
 */
export async function repriceLines(tx: Tx, items: readonly ItemRow[]): Promise<Repricing> {
  if (items.length === 0) return { unavailable: [], changed: 0 };
  const skus = [...new Set(items.map((item) => item.productSku))];
  const rows = await tx
    .select({ sku: products.sku, viewable: products.viewable, data: products.data })
    .from(products)
    .where(inArray(products.sku, skus));
  // A product unpublished (the `viewable` column, as `findVariant` reads it) sells nothing.
  const bySku = new Map(rows.filter((row) => row.viewable).map((row) => [row.sku, row.data as Product]));
  const unavailable: Repricing['unavailable'] = [];
  let changed = 0;
  for (const [index, line] of items.entries()) {
    const product = bySku.get(line.productSku);
    const variant = product?.ProductVariants.find((v) => v.code === line.variantCode);
    const price = variant ? cataloguePrice(variant, line.subscriptionInterval) : null;
    if (price === null) unavailable.push({ index, line });
    else if (price !== line.unitPrice) {
      await tx.update(orderItems).set({ unitPrice: price }).where(eq(orderItems.id, line.id));
      changed += 1;
    }
  }
  return { unavailable, changed };
}

/** The completion's answer once prices moved: the new total, to be seen before the order is placed. */
export function priceChangedMessage(language: Locale, total: number): string {
  return language === 'nl'
    ? `Een prijs is gewijzigd sinds u het artikel in uw winkelmandje legde: het totaal is nu ${formatPrice(total, { locale: 'nl' })}. Controleer het en bevestig opnieuw.`
    : `Un prix a changé depuis l’ajout de l’article à votre panier : le total est maintenant de ${formatPrice(total)}. Vérifiez-le, puis validez à nouveau.`;
}

/** A cart of free samples alone, at completion: they come with an order. */
export function freeOnlyMessage(language: Locale): string {
  return language === 'nl'
    ? 'Gratis proefzakjes worden bij een bestelling gevoegd: voeg minstens één product toe.'
    : 'Les échantillons offerts accompagnent une commande : ajoutez au moins un produit.';
}
