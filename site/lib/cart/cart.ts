import { ApiError, type CartClient } from '@gamelle/api-client';
import { B2B_CHANNEL_CODE, type Cart, isCartAcceptedOnLoad, LOCALE_CODES, type Locale } from '@gamelle/domain';
import { mutate as mutateKey } from 'swr';
import { cartClient } from '../api/shop-api';
import { documentLocale } from '../i18n/locale';
import { currentSession } from '../session/session';
import { readStored, writeStored } from '../session/session-storage';
import { cartKey, showCartSummary } from './cart-summary';

/**
 * The owner of the shopper's cart (ARCHITECTURE: one cart, told to every part of the page). Every
 * call goes through the API client in the page's language; every cart the server answers is put
 * here, under the page's language's key, for `useCart` and for the mini cart's summary
 * (`lib/cart/cart-summary.ts`): a change made anywhere on the page — a product added, a cart link, the
 * cart found again at sign-in, an order placed — is seen everywhere.
 */
export function showCart(cart: Cart | null, locale: Locale = documentLocale()): void {
  void mutateKey(cartKey(locale), cart, { revalidate: false });
  showCartSummary(cart, locale);
}

type CartReader = Pick<CartClient, 'get' | 'remove' | 'changeLocale'>;

/**
 * The cart in the page's language: a cart started in French is switched when the shopper reads it on
 * a Dutch page (SPEC §9), its lines renamed by the server; one in the page's language as it is.
 */
export async function inLocale(
  cart: Cart,
  locale: Locale,
  client: Pick<CartClient, 'changeLocale'> = cartClient,
): Promise<Cart> {
  return cart.localeCode === LOCALE_CODES[locale] ? cart : client.changeLocale(cart.tokenValue, locale);
}

/**
 * The stored cart, without ever creating one (SPEC §4 "A cart is created only when requested"):
 * only a cart in state `cart` is accepted, otherwise the token is dropped; an empty cart is
 * discarded and deleted on the server.
 */
export async function loadStoredCart(
  client: CartReader = cartClient,
  locale: Locale = documentLocale(),
): Promise<Cart | null> {
  const token = readStored('cartToken');
  if (!token) return null;
  let cart: Cart;
  try {
    cart = await client.get(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      writeStored('cartToken', null);
      return null;
    }
    throw error;
  }
  if (!isCartAcceptedOnLoad(cart)) {
    writeStored('cartToken', null);
    return null;
  }
  if (cart.items.length === 0) return discard(cart, client);
  return inLocale(cart, locale, client);
}

/** Forgets an empty cart and deletes it on the server (SPEC §4); a failed deletion is harmless. */
export async function discard(cart: Cart, client: Pick<CartClient, 'remove'>): Promise<null> {
  writeStored('cartToken', null);
  await client.remove(cart.tokenValue).catch(() => {});
  return null;
}

/**
 * Loads the stored cart, or creates one when none is stored or the stored one is no longer a cart
 * (SPEC §4: "Only cart is accepted on load; otherwise the stored cart token is dropped"). For the
 * calls that need a cart: adding a product, a cart link.
 */
export async function loadOrCreateCart(
  client: Pick<CartClient, 'get' | 'create' | 'changeLocale'> = cartClient,
  locale: Locale = documentLocale(),
): Promise<Cart> {
  const token = readStored('cartToken');
  if (token) {
    try {
      const cart = await client.get(token);
      if (isCartAcceptedOnLoad(cart)) return inLocale(cart, locale, client);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
    writeStored('cartToken', null);
  }
  // The cart speaks the page's language: its e-mails and payment instructions too (ADR 0019); a
  // professional's is on the B2B channel (ADR 0020: its minimum order, its terms).
  const created = await client.create(locale, await channelOfSession());
  writeStored('cartToken', created.tokenValue);
  return created;
}

/** The B2B channel for a signed-in professional, else none (the shop's default); read only with a session. */
async function channelOfSession(): Promise<string | undefined> {
  const session = currentSession();
  if (!session) return undefined;
  const { readProfile } = await import('../session/profile.client');
  return (await readProfile(session.customer))?.professional ? B2B_CHANNEL_CODE : undefined;
}

/** The message to show for a failed cart call: the server's violation, else its description. */
export function cartErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.violations[0]?.message ?? error.message ?? fallback;
  return fallback;
}

/** Whether the cart refused a change by its rules (a 422 with the reason), not for want of a network or a server. */
export function isCartRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422;
}
