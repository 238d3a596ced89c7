import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCartLink, planCartLink, stripCartLinkParams } from './cart-link.js';

const parse = (query: string) => parseCartLink(new URLSearchParams(query));

describe('SPEC §5 "Cart link: variantId must be an 8-digit string or list of them, else the whole action is ignored"', () => {
  it('reads one variant or a list', () => {
    expect(parse('variantId=12345678')).toEqual({
      kind: 'add',
      lines: [{ variantCode: '12345678', quantity: 1 }],
      targetQuantity: false,
    });
    expect(parse('variantId=12345678&variantId=87654321').kind).toBe('add');
    expect(parse('variantId=12345678,87654321')).toMatchObject({
      lines: [{ variantCode: '12345678' }, { variantCode: '87654321' }],
    });
  });

  it('ignores the whole action when one code is wrong', () => {
    expect(parse('variantId=1234567')).toEqual({ kind: 'ignored', reason: 'invalid_variant' });
    expect(parse('variantId=12345678&variantId=abc')).toEqual({ kind: 'ignored', reason: 'invalid_variant' });
    expect(parse('variantId=123456789')).toEqual({ kind: 'ignored', reason: 'invalid_variant' });
    expect(parse('variantId=')).toEqual({ kind: 'ignored', reason: 'invalid_variant' });
    expect(parse('quantity=2')).toEqual({ kind: 'none' });
  });

  it('property: any list with a code that is not 8 digits is ignored', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^\d{8}$/), { maxLength: 3 }),
        fc.string().filter((s) => !/^\d{8}$/.test(s.trim()) && !s.includes(',')),
        (good, bad) => {
          const params = new URLSearchParams();
          for (const code of [...good, bad]) params.append('variantId', code);
          return parseCartLink(params).kind === 'ignored';
        },
      ),
    );
  });

  it('property: any list of 8-digit codes is read whole', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\d{8}$/), { minLength: 1, maxLength: 5 }), (codes) => {
        const params = new URLSearchParams();
        for (const code of codes) params.append('variantId', code);
        const link = parseCartLink(params);
        return link.kind === 'add' && link.lines.map((l) => l.variantCode).join() === codes.join();
      }),
    );
  });
});

describe('SPEC §5 "Missing or non-numeric quantity defaults to 1"', () => {
  it('defaults and reads quantities', () => {
    expect(parse('variantId=12345678&quantity=3')).toMatchObject({ lines: [{ quantity: 3 }] });
    expect(parse('variantId=12345678&quantity=trois')).toMatchObject({ lines: [{ quantity: 1 }] });
    expect(parse('variantId=12345678&quantity=0')).toMatchObject({ lines: [{ quantity: 1 }] });
    expect(parse('variantId=12345678&quantity=-2')).toMatchObject({ lines: [{ quantity: 1 }] });
    expect(parse('variantId=12345678,87654321&quantity=2,5')).toMatchObject({
      lines: [{ quantity: 2 }, { quantity: 5 }],
    });
  });

  it('property: any quantity text gives a whole quantity of at least 1', () => {
    fc.assert(
      fc.property(fc.string(), (quantity) => {
        const link = parseCartLink(new URLSearchParams({ variantId: '12345678', quantity }));
        return link.kind === 'add' && link.lines.every((l) => Number.isInteger(l.quantity) && l.quantity >= 1);
      }),
    );
  });
});

describe('SPEC §5 "With targetQuantity an existing line is raised only if lower; without it existing lines are untouched"', () => {
  const cart = [{ id: 7, variantCode: '12345678', quantity: 2 }];

  it('adds missing variants and leaves existing lines without targetQuantity', () => {
    expect(planCartLink(parse('variantId=12345678,87654321&quantity=5'), cart)).toEqual([
      { kind: 'add', variantCode: '87654321', quantity: 5 },
    ]);
  });

  it('raises a lower line with targetQuantity, never lowers one', () => {
    expect(planCartLink(parse('variantId=12345678&quantity=4&targetQuantity=1'), cart)).toEqual([
      { kind: 'set_quantity', itemId: 7, variantCode: '12345678', quantity: 4 },
    ]);
    expect(planCartLink(parse('variantId=12345678&quantity=1&targetQuantity=1'), cart)).toEqual([]);
    expect(planCartLink(parse('variantId=12345678&quantity=4&targetQuantity=false'), cart)).toEqual([]);
  });

  it('does nothing for an ignored link', () => {
    expect(planCartLink(parse('variantId=oops'), cart)).toEqual([]);
  });
});

describe('SPEC §5 "The three parameters are then removed from the URL"', () => {
  it('keeps other parameters', () => {
    const url = new URL('https://gamelle.test/panier/?variantId=12345678&quantity=2&targetQuantity=1&utm_source=mail');
    expect(stripCartLinkParams(url).href).toBe('https://gamelle.test/panier/?utm_source=mail');
  });
});
