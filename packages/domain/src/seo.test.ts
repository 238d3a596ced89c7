import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  DEFAULT_META_DESCRIPTION,
  isUnderMaintenance,
  localeOfPath,
  localizedPath,
  localizedRouteName,
  META_DESCRIPTION_MAX,
  metaDescription,
  socialImagePath,
} from './seo.js';
import { freeShippingProgress } from './shipping.js';

describe('SPEC §2/§9 page head: description cut to 300 characters with a default', () => {
  it('keeps a short description, collapsing white space', () => {
    expect(metaDescription('  Croquettes\n au   poulet ')).toBe('Croquettes au poulet');
  });
  it('falls back to the default when empty or missing', () => {
    expect(metaDescription('')).toBe(DEFAULT_META_DESCRIPTION);
    expect(metaDescription(null)).toBe(DEFAULT_META_DESCRIPTION);
    expect(metaDescription('   ', 'Autre')).toBe('Autre');
  });
  it('cuts a long text at a word boundary, never over 300 characters', () => {
    const long = 'Une croquette savoureuse et digeste, '.repeat(20);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[ ,]…$/);
  });
  it('cuts a text without spaces at 299 characters plus the ellipsis', () => {
    const cut = metaDescription('a'.repeat(400));
    expect(cut).toBe(`${'a'.repeat(299)}…`);
  });
  it('keeps exactly 300 characters as they are', () => {
    expect(metaDescription('b'.repeat(300))).toBe('b'.repeat(300));
  });
});

describe('SPEC §9 locale strategy "prefix except default" and alternate links', () => {
  it('gives fr paths no prefix and nl paths /nl/', () => {
    expect(localizedPath('/chien/', 'fr')).toBe('/chien/');
    expect(localizedPath('/chien/', 'nl')).toBe('/nl/chien/');
    // And back: a path's locale and the path without its prefix.
    expect(localeOfPath('/nl/chien/')).toEqual({ locale: 'nl', path: '/chien/' });
    expect(localeOfPath('/nl/')).toEqual({ locale: 'nl', path: '/' });
    expect(localeOfPath('/nl')).toEqual({ locale: 'nl', path: '/' });
    expect(localeOfPath('/chien/')).toEqual({ locale: 'fr', path: '/chien/' });
    // A path that merely starts with the letters is French.
    expect(localeOfPath('/nlx/')).toEqual({ locale: 'fr', path: '/nlx/' });
  });
  it('lists one alternate per locale and x-default', () => {
    expect(alternateLinks('https://gamelle.example/', '/faq/')).toEqual([
      { hrefLang: 'fr', href: 'https://gamelle.example/faq/' },
      { hrefLang: 'nl', href: 'https://gamelle.example/nl/faq/' },
      { hrefLang: 'x-default', href: 'https://gamelle.example/faq/' },
    ]);
    expect(alternateLinks('https://gamelle.example', '/faq/', ['fr']).map((l) => l.hrefLang)).toEqual([
      'fr',
      'x-default',
    ]);
  });
});

describe('SPEC §2 route names carry a locale suffix; maintenance guard by route-name prefix', () => {
  it('suffixes the locale', () => {
    expect(localizedRouteName('product')).toBe('product___fr');
    expect(localizedRouteName('product', 'nl')).toBe('product___nl');
  });
  it('matches configured prefixes only', () => {
    expect(isUnderMaintenance('shops___fr', ['shop'])).toBe(true);
    expect(isUnderMaintenance('product___fr', ['shop', ''])).toBe(false);
    expect(isUnderMaintenance('product___fr', [])).toBe(false);
    expect(isUnderMaintenance('product___fr', ['  '])).toBe(false);
  });
});

describe('SPEC §9 free-shipping progress bar', () => {
  it('counts what is left and the share reached', () => {
    expect(freeShippingProgress(2450)).toEqual({ remaining: 2450, ratio: 0.5, reached: false });
    expect(freeShippingProgress(4900)).toEqual({ remaining: 0, ratio: 1, reached: true });
    expect(freeShippingProgress(9000).ratio).toBe(1);
  });
  it('treats nonsense totals as an empty cart', () => {
    expect(freeShippingProgress(Number.NaN)).toEqual({ remaining: 4900, ratio: 0, reached: false });
    expect(freeShippingProgress(-5).remaining).toBe(4900);
    expect(freeShippingProgress(10, 0).ratio).toBe(1);
  });
});

describe('the picture of a shared page (Open Graph)', () => {
  it('a product’s is drawn beside its packshot; a category’s by its animal; a picture from elsewhere has none', () => {
    expect(socialImagePath({ product: '/images/products/croquettes-chien-adulte-au-poulet.webp' })).toBe(
      '/images/social/products/croquettes-chien-adulte-au-poulet.jpg',
    );
    expect(socialImagePath({ animal: 'chat' })).toBe('/images/social/chat.jpg');
    expect(socialImagePath({ product: 'https://ailleurs.example/x.webp' })).toBeNull();
    expect(socialImagePath({ product: '/images/products/../secret.webp' })).toBeNull();
  });
});
