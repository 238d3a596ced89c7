import type { AddItemInput } from '@gamelle/api-client';
import type { Cart, Locale } from '@gamelle/domain';
import { cartClient } from '../api/shop-api';
import { track, trackedItem } from '../tracking/track';
import { loadOrCreateCart, showCart } from './cart';

/**
 * Adds a line to the shopper's cart, creating the cart only now that it is needed (SPEC §4), and
 * tells the page (mini cart) about the new cart. Loaded on the first click: catalogue pages ship
 * no cart code.
 */
export async function addToCart(line: AddItemInput, locale: Locale): Promise<Cart> {
  const cart = await loadOrCreateCart(cartClient, locale);
  const updated = await cartClient.addItem(cart.tokenValue, line);
  showCart(updated, locale);
  // SPEC §7 add_to_cart, with the visitor's consent only (`track`).
  const added = updated.items.find((item) => item.variant.code === line.variantCode);
  if (added) {
    track('add_to_cart', {
      items: [
        trackedItem({
          sku: added.variant.code,
          name: added.variant.productName,
          cents: added.variant.unitPrice,
          quantity: line.quantity,
        }),
      ],
    });
  }
  return updated;
}
