import { describe, expect, it } from 'vitest';
import { redactPath } from './redact.js';

describe('tokens and passwords never appear in logs: paths are redacted before logging', () => {
  it('hides order tokens and reset links, keeps the route words and short ids', () => {
    expect(redactPath('/api/v2/shop/orders/q3ZyYk0pX1aB9cD8eF7gH6iJ/items/12')).toBe('/api/v2/shop/orders/…/items/12');
    expect(redactPath('/api/v2/shop/customers/reset-password/0f9e8d7c6b5a49382716aabbccddeeff')).toBe(
      '/api/v2/shop/customers/reset-password/…',
    );
    expect(redactPath('/produits/croquettes-chien-adulte-au-poulet/')).toBe(
      '/produits/croquettes-chien-adulte-au-poulet/',
    );
    expect(redactPath('/api/v2/shop/customers/42')).toBe('/api/v2/shop/customers/42');
  });
});
