import type { Product } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import { type Basket, CROSS_SELL_DIVERS, crossSellKeysFor, fittingCrossSells } from './cross-sells.js';

/** A product of the catalogue as the cross-sell reads it: one format, priced both ways and in stock unless told. */
function product(sku: string, animal: 'dog' | 'cat', extra: Partial<Product> = {}, variant = {}): Product {
  return {
    sku,
    slug: sku.toLowerCase(),
    kind: 'product',
    name: sku,
    animal,
    ProductVariants: [
      { code: '10000000', name: 'Sac', in_stock: true, base_price: 1290, base_price_subscription: 1161, ...variant },
    ],
    ...extra,
  } as Product;
}

const basket = (skus: string[], animals: ('dog' | 'cat')[]): Basket => ({
  skus: new Set(skus),
  animals: new Set(animals),
});

const catalogue = new Map(
  [
    product('FRIANDISE-CHIEN-1', 'dog'),
    product('FRIANDISE-CHIEN-2', 'dog'),
    product('PATEE-CHIEN-1', 'dog'),
    product('PATEE-CHAT-1', 'cat'),
    product('FRIANDISE-CHAT-1', 'cat'),
    product('ECHANTILLON-CHIEN', 'dog', { kind: 'sample' }, { base_price: 0, base_price_subscription: 0 }),
    product('CACHE-CHIEN', 'dog', { viewable: false }),
    product('EPUISE-CHIEN', 'dog', {}, { in_stock: false }),
    product('SANS-ABO-CHIEN', 'dog', {}, { base_price_subscription: undefined }),
  ].map((p) => [p.sku, p]),
);
const skus = (found: Product[]) => found.map((p) => p.sku);

describe('SPEC §7 cross-sell keys « cross_sell_produit_{animalType}, cross_sell_divers »', () => {
  it('asks the list of each animal of the basket, the dog’s first, then the various list', () => {
    expect(crossSellKeysFor(basket([], ['dog']))).toEqual(['cross_sell_produit_chien', CROSS_SELL_DIVERS]);
    expect(crossSellKeysFor(basket([], ['cat', 'dog']))).toEqual([
      'cross_sell_produit_chien',
      'cross_sell_produit_chat',
      CROSS_SELL_DIVERS,
    ]);
    expect(crossSellKeysFor(basket([], []))).toEqual([CROSS_SELL_DIVERS]);
  });
});

describe('cross-sells that fit: never a product already in the cart, the animal of the cart or the subscription', () => {
  const lists = [
    ['FRIANDISE-CHIEN-1', 'FRIANDISE-CHIEN-2'],
    ['PATEE-CHIEN-1', 'PATEE-CHAT-1', 'FRIANDISE-CHIEN-1'],
  ];

  it('leaves out what the basket has and another animal’s food, keeps the lists’ order, each product once', () => {
    const found = fittingCrossSells(lists, catalogue, basket(['FRIANDISE-CHIEN-2'], ['dog']), { limit: 4 });
    expect(skus(found)).toEqual(['FRIANDISE-CHIEN-1', 'PATEE-CHIEN-1']);
  });

  it('a cart for a dog and a cat is offered both; a basket of no known animal, every animal', () => {
    expect(skus(fittingCrossSells(lists, catalogue, basket([], ['dog', 'cat']), { limit: 4 }))).toEqual([
      'FRIANDISE-CHIEN-1',
      'FRIANDISE-CHIEN-2',
      'PATEE-CHIEN-1',
      'PATEE-CHAT-1',
    ]);
    expect(skus(fittingCrossSells([['PATEE-CHAT-1']], catalogue, basket([], []), { limit: 4 }))).toEqual([
      'PATEE-CHAT-1',
    ]);
    expect(fittingCrossSells([['PATEE-CHAT-1']], catalogue, basket([], ['dog']), { limit: 4 })).toEqual([]);
  });

  it('never a sample, a hidden product, one out of stock or unknown; stops at the limit', () => {
    const all = [
      ['ECHANTILLON-CHIEN', 'CACHE-CHIEN', 'EPUISE-CHIEN', 'INCONNU', 'FRIANDISE-CHIEN-1', 'FRIANDISE-CHIEN-2'],
    ];
    expect(skus(fittingCrossSells(all, catalogue, basket([], ['dog']), { limit: 1 }))).toEqual(['FRIANDISE-CHIEN-1']);
  });

  it('a subscription is offered only what has a subscription price', () => {
    const found = fittingCrossSells([['SANS-ABO-CHIEN', 'PATEE-CHIEN-1']], catalogue, basket([], ['dog']), {
      limit: 4,
      subscribable: true,
    });
    expect(skus(found)).toEqual(['PATEE-CHIEN-1']);
    expect(skus(fittingCrossSells([['SANS-ABO-CHIEN']], catalogue, basket([], ['dog']), { limit: 4 }))).toEqual([
      'SANS-ABO-CHIEN',
    ]);
  });
});
