import { describe, expect, it } from 'vitest';
import {
  checkoutStepOf,
  createCartBodySchema,
  hasOnlyFreeLines,
  isCartAcceptedOnLoad,
  isFreeLine,
  isStepReachable,
} from './cart.js';
import { violationsFromZod } from './forms/form-errors.js';

describe('SPEC §4 "Only cart is accepted on load"', () => {
  it('accepts a cart in state cart and refuses the others', () => {
    expect(isCartAcceptedOnLoad({ state: 'cart' })).toBe(true);
    for (const state of ['new', 'completed', 'cancelled'] as const) {
      expect(isCartAcceptedOnLoad({ state })).toBe(false);
    }
  });
});

describe('SPEC §7 "POST /shop/orders (localeCode, channelCode) creates a cart"', () => {
  it('accepts the shop locales and refuses others with a French message', () => {
    expect(createCartBodySchema.safeParse({ localeCode: 'fr_FR' }).success).toBe(true);
    const refused = createCartBodySchema.safeParse({ localeCode: 'en_US' });
    expect(refused.success).toBe(false);
    expect(refused.error && violationsFromZod(refused.error)).toEqual([
      { propertyPath: 'localeCode', code: 'locale_unavailable', message: 'Cette langue n’est pas proposée.' },
    ]);
  });

  it('refuses unknown fields', () => {
    expect(createCartBodySchema.safeParse({ localeCode: 'fr_FR', total: 0 }).success).toBe(false);
  });
});

describe('SPEC §2 checkout steps from the order state', () => {
  const order = (checkoutState: string, items = 1) => ({
    checkoutState,
    items: Array.from({ length: items }) as never,
  });
  it('goes cart → billing → shipping → payment → summary with the Sylius checkout states', () => {
    expect(checkoutStepOf(order('cart', 0))).toBe('cart');
    expect(checkoutStepOf(order('cart'))).toBe('billing');
    expect(checkoutStepOf(order('addressed'))).toBe('shipping');
    expect(checkoutStepOf(order('shipping_selected'))).toBe('payment');
    expect(checkoutStepOf(order('payment_selected'))).toBe('summary');
  });
  it('lets the shopper go back to a step reached, never forward past the next one to do', () => {
    expect(isStepReachable('billing', order('shipping_selected'))).toBe(true);
    expect(isStepReachable('payment', order('shipping_selected'))).toBe(true);
    expect(isStepReachable('summary', order('shipping_selected'))).toBe(false);
    expect(isStepReachable('shipping', order('cart'))).toBe(false);
  });
});

describe('free samples: « never an order of samples alone » (free_only)', () => {
  const line = (unitPrice: number) => ({ variant: { unitPrice } });
  it('a line at 0 is a free sample; a cart of them alone is not an order, with one product it is', () => {
    expect(isFreeLine(line(0))).toBe(true);
    expect(isFreeLine({ unitPrice: 1290 })).toBe(false);
    expect(hasOnlyFreeLines([line(0), line(0)])).toBe(true);
    expect(hasOnlyFreeLines([line(0), line(1290)])).toBe(false);
    expect(hasOnlyFreeLines([])).toBe(false);
  });
});
