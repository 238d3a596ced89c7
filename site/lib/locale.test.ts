import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale, localHref, setCurrentLocale } from './locale';

describe('SPEC §9 "prefix except default": links in the page’s language', () => {
  afterEach(() => setCurrentLocale('fr'));

  it('keeps French paths on a French page and prefixes them on a Dutch one, once', () => {
    expect(localHref('/chien/')).toBe('/chien/');
    setCurrentLocale('nl');
    expect(currentLocale()).toBe('nl');
    expect(localHref('/chien/')).toBe('/nl/chien/');
    expect(localHref('/')).toBe('/nl/');
    // A remembered Dutch page, an address elsewhere, a fragment: as they are.
    expect(localHref('/nl/mon-compte/')).toBe('/nl/mon-compte/');
    expect(localHref('//evil.example/')).toBe('//evil.example/');
    expect(localHref('https://colissimo.fr/suivi')).toBe('https://colissimo.fr/suivi');
    expect(localHref('#contenu')).toBe('#contenu');
    // An unknown language is French.
    setCurrentLocale('de');
    expect(localHref('/chien/')).toBe('/chien/');
  });
});
