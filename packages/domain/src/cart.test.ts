import { describe, expect, it } from 'vitest';
import { createCartBodySchema, isCartAcceptedOnLoad } from './cart.js';
import { violationsFromZod } from './violations.js';

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
