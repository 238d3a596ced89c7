import 'virtual:gamelle-messages/listing';
import 'virtual:gamelle-messages/layout';
import { describe, expect, it } from 'vitest';
import fr from '../messages/fr.json';
import { compileCatalogue } from '../render/messages-plugin';
import { t, tRich } from './i18n';

describe('issue 6 "all texts through formatjs messages (fr)"', () => {
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
  it('every message of the French catalogue compiles', () => {
    expect(() => compileCatalogue(fr, 'fr')).not.toThrow();
  });
  it('renders plain messages as they are through tRich', () => {
    expect(tRich('layout.cart', {})).toBe('Mon panier');
  });
});
