import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

type Element = ReturnType<typeof parse>[number];

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;

/** The arguments and tags a message uses, wherever they sit (plural and select branches, tags). */
function namesIn(elements: Element[], out = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && typeof element.value === 'string') {
      out.add(`${element.type === 8 ? 'tag' : 'arg'}:${element.value}`);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) namesIn(option.value, out);
    }
    if ('children' in element) namesIn(element.children, out);
  }
  return out;
}

describe('ADR 0019: a test fails when a French message has no Dutch translation (and the reverse)', () => {
  const fr = catalogue('fr');
  const nl = catalogue('nl');

  it('nl.json and fr.json have the same message ids', () => {
    expect(
      Object.keys(nl).filter((id) => !(id in fr)),
      'en néerlandais seulement',
    ).toEqual([]);
    expect(
      Object.keys(fr).filter((id) => !(id in nl)),
      'en français seulement',
    ).toEqual([]);
  });

  it('every Dutch message is written (not empty, not the French left as is) and uses the same arguments and tags', () => {
    const same: string[] = [];
    for (const [id, french] of Object.entries(fr)) {
      const dutch = nl[id] ?? '';
      expect(dutch.trim(), id).not.toBe('');
      // Identical text with words in it (arguments and units aside): left untranslated.
      if (dutch === french && /[a-zà-ÿ]{4,}/i.test(french.replace(/\{[^}]*\}/g, ''))) same.push(id);
      expect([...namesIn(parse(dutch))].sort(), id).toEqual([...namesIn(parse(french))].sort());
    }
    // Words that are the same in both languages may stay: these, read and checked.
    const sameInBoth = [
      'account.orders.method.paypal',
      'account.orders.subscription',
      'account.subscriptions.code',
      'account.subscriptions.tabSubscription',
      'faq.topic.abonnement',
      'checkout.payment.paypal',
      'checkout.summary.subscription',
      'layout.brand',
      'layout.menu',
      'meta.title',
      'product.energyValue',
    ];
    expect(
      same.filter((id) => !sameInBoth.includes(id)),
      'textes laissés en français',
    ).toEqual([]);
  });
});
