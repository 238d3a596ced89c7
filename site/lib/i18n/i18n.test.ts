import 'virtual:gamelle-messages/listing';
import 'virtual:gamelle-messages/layout';
import { describe, expect, it, vi } from 'vitest';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { compileCatalogue, namespacesUsed } from '../../render/messages-plugin';
import { type MessageId, translate, translateRich } from './i18n';

const t = (id: MessageId, values?: Record<string, string | number>, locale: 'fr' | 'nl' = 'fr') =>
  translate(locale, id, values);
const tRich = (id: MessageId, values: Record<string, string>) => translateRich('fr', id, values);

import { registerMessages } from './i18n-registry';

describe('ADR 0021: all texts through formatjs messages (fr)', () => {
  it('formats plain, plural and argument messages in French', () => {
    expect(t('layout.skipLink')).toBe('Aller au contenu');
    expect(t('listing.total', { total: 0 })).toBe('Aucun produit ne correspond à ces critères.');
    expect(t('listing.total', { total: 1 })).toBe('1 produit');
    expect(t('listing.total', { total: 1234 })).toBe('1\u202f234 produits');
    expect(t('listing.loadMore', { shown: 24, total: 30 })).toBe('Voir plus de produits (24 sur 30)');
  });
  it('refuses a message whose namespace was not imported, naming the import to add', () => {
    expect(() => t('error.404.title')).toThrow('virtual:gamelle-messages/error');
  });
  it('keeps plain text as a string and compiles the rest, naming a broken message', () => {
    const compiled = compileCatalogue({ a: 'Bonjour', b: '{n, plural, one {# chat} other {# chats}}' }, 'fr');
    expect(compiled.a).toBe('Bonjour');
    expect(Array.isArray(compiled.b)).toBe(true);
    expect(() => compileCatalogue({ cassé: 'Bonjour {' }, 'fr')).toThrow('« cassé »');
  });
  it('ADR 0004: finds the namespaces a module names, whole ids or template starts, and nothing else', () => {
    const ids = new Set(['cart.title', 'layout.skipLink', 'checkout.error.payment', 'faq.title', 'product.name']);
    const code = [
      't(\'cart.title\'); t("layout.skipLink");',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source text, template literal included
      'const key = `checkout.error.${code}`;',
      "const file = 'product.jpg'; const partial = 'faq.titl'; const unknown = 'search.nope';",
    ].join('\n');
    expect(namespacesUsed(code, ids)).toEqual(['cart', 'checkout', 'layout']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source text, template literal included
    expect(namespacesUsed('`product.${x}`', new Set(['faq.title']))).toEqual([]);
    // The site's own catalogue: a real page module names its namespace.
    expect(namespacesUsed("t('layout.skipLink')", new Set(Object.keys(fr)))).toEqual(['layout']);
  });
  it('every message of the French catalogue compiles', () => {
    expect(() => compileCatalogue(fr, 'fr')).not.toThrow();
  });
  it('ADR 0008 within formatjs: a French count is written without building an Intl.NumberFormat', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(t('listing.total', { total: 12345 })).toBe('12\u202f345 produits');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
  it('ADR 0021: formats a Dutch plural with formatjs, and falls back to French for an id without Dutch', () => {
    registerMessages('nl', compileCatalogue({ 'listing.total': nl['listing.total'] }, 'nl'));
    expect(t('listing.total', { total: 1 }, 'nl')).toBe('1 product');
    expect(t('listing.total', { total: 2 }, 'nl')).toBe('2 producten');
    expect(t('layout.skipLink', undefined, 'nl')).toBe(t('layout.skipLink', undefined, 'fr'));
  });
  it('renders plain messages as they are through tRich', () => {
    expect(tRich('layout.cart', {})).toBe('Mon panier');
  });
});
