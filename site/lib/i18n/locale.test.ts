import { describe, expect, it } from 'vitest';
import { documentLocale, localizedHref, pageLocale } from './locale';

describe('SPEC §9 "prefix except default": links in the page’s language', () => {
  it('keeps French paths on a French page and prefixes them on a Dutch one, once', () => {
    expect(localizedHref('/chien/', 'fr')).toBe('/chien/');
    expect(localizedHref('/chien/', 'nl')).toBe('/nl/chien/');
    expect(localizedHref('/', 'nl')).toBe('/nl/');
    // A remembered Dutch page, an address elsewhere, a fragment: as they are.
    expect(localizedHref('/nl/mon-compte/', 'nl')).toBe('/nl/mon-compte/');
    expect(localizedHref('/nl/mon-compte/', 'fr')).toBe('/nl/mon-compte/');
    expect(localizedHref('//evil.example/', 'nl')).toBe('//evil.example/');
    expect(localizedHref('https://colissimo.fr/suivi', 'nl')).toBe('https://colissimo.fr/suivi');
    expect(localizedHref('#contenu', 'nl')).toBe('#contenu');
  });

  it('takes the language from the page’s context; an unknown one is French (ADR 0019)', () => {
    expect(pageLocale({ locale: 'nl' })).toBe('nl');
    expect(pageLocale({ locale: 'de' })).toBe('fr');
    expect(pageLocale({})).toBe('fr');
  });

  it('reads the document’s language outside React in the browser', () => {
    document.documentElement.lang = 'nl';
    expect(documentLocale()).toBe('nl');
    document.documentElement.lang = 'de';
    expect(documentLocale()).toBe('fr');
    document.documentElement.lang = 'fr';
  });
});
