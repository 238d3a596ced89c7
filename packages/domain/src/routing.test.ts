import { describe, expect, it } from 'vitest';
import { isIndexablePath, isSameOriginPath, robotsTxt, safeRedirectLocation, slashRedirectTarget } from './routing.js';

/**
 * Paths an attacker links to, hoping a redirect of the shop sends the shopper to another host: the
 * protocol-relative `//host`, the backslash browsers read as a slash, user-info, control characters
 * browsers strip, dot segments and their percent-encoded forms.
 */
const HOSTILE_PATHS = [
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example/chien',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '//x@evil.example',
  '//gamelle.example@evil.example',
  '/\tevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/ /evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00',
  '/..//evil.example',
  '/.%2e//evil.example',
  '/%2e%2e//evil.example',
  '/chien/..//evil.example',
  '/%E0%A4%A',
  'evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '',
];

/** A `Location` that can only stay on the shop: exactly one `/`, then neither `/` nor `\\`. */
function expectSameOrigin(location: string | null, input: string) {
  if (location === null) return;
  expect(location, JSON.stringify(input)).toMatch(/^\/(?![/\\])[^\s\\]*$/);
  expect(new URL(location, 'https://gamelle.example').origin, JSON.stringify(input)).toBe('https://gamelle.example');
  expect(decodeURIComponent(location.split('?')[0] ?? ''), JSON.stringify(input)).not.toMatch(/^\/[/\\]/);
}

describe('SPEC §2 "A path without a trailing slash is redirected to the slashed form"', () => {
  it('redirects /chien to /chien/ and keeps the query string', () => {
    expect(slashRedirectTarget('/chien')).toBe('/chien/');
    expect(slashRedirectTarget('/produits/croquettes-chiot', '?format=2kg')).toBe(
      '/produits/croquettes-chiot/?format=2kg',
    );
  });

  it('leaves slashed paths alone', () => {
    expect(slashRedirectTarget('/')).toBeNull();
    expect(slashRedirectTarget('/panier/')).toBeNull();
  });

  it('"except .xml and .txt paths"', () => {
    expect(slashRedirectTarget('/sitemap.xml')).toBeNull();
    expect(slashRedirectTarget('/robots.txt')).toBeNull();
    expect(slashRedirectTarget('/robots.TXT')).toBeNull();
  });

  it('does not redirect missing static files such as /favicon.ico or a stale asset', () => {
    expect(slashRedirectTarget('/favicon.ico')).toBeNull();
    expect(slashRedirectTarget('/assets/entries/pages_index.abc123.js')).toBeNull();
    expect(slashRedirectTarget('/produits/croquettes-1.5kg')).toBe('/produits/croquettes-1.5kg/');
  });

  it('never redirects the service prefixes', () => {
    for (const path of ['/api/v2/shop/orders', '/cms/b2c-header', '/search/products', '/tracking', '/images/x']) {
      expect(slashRedirectTarget(path)).toBeNull();
    }
    expect(slashRedirectTarget('/apiculture')).toBe('/apiculture/');
  });
});

describe('open redirect: the trailing-slash rule of SPEC §2 never leaves the origin', () => {
  it('gives no redirect for any hostile path (the server answers 404)', () => {
    for (const path of HOSTILE_PATHS) {
      expect(slashRedirectTarget(path), JSON.stringify(path)).toBeNull();
      expect(slashRedirectTarget(path, '?q=1'), JSON.stringify(path)).toBeNull();
    }
  });

  it('gives only same-origin locations, whatever the path and query', () => {
    const suffixes = ['', '/', 'chien', '%2F', '%5C', '@evil.example', '.', '..'];
    for (const path of HOSTILE_PATHS) {
      for (const suffix of suffixes) {
        for (const search of ['', '?next=//evil.example', '?a=%0a']) {
          expectSameOrigin(slashRedirectTarget(path + suffix, search), path + suffix);
          expectSameOrigin(slashRedirectTarget(`/chien${path}${suffix}`, search), `/chien${path}${suffix}`);
        }
      }
    }
  });

  it('still redirects the shop’s own paths, percent-encoded letters included', () => {
    expect(slashRedirectTarget('/evil.example')).toBe('/evil.example/');
    expect(slashRedirectTarget('/chien/croquettes', '?next=//evil.example')).toBe(
      '/chien/croquettes/?next=//evil.example',
    );
    expect(slashRedirectTarget('/produits/p%C3%A2t%C3%A9e')).toBe('/produits/p%C3%A2t%C3%A9e/');
  });
});

describe('SPEC §2 — isSameOriginPath: only a path of this origin (login target, redirects)', () => {
  it('refuses every hostile form', () => {
    for (const path of HOSTILE_PATHS) expect(isSameOriginPath(path), JSON.stringify(path)).toBe(false);
  });

  it('accepts the shop’s paths with their query and fragment', () => {
    for (const path of ['/', '/mon-compte/', '/commande/abc/?etape=livraison#paiement', '/rechercher/?q=a%2Fb']) {
      expect(isSameOriginPath(path), path).toBe(true);
    }
  });
});

describe('SPEC §2 "an absolute-URL redirect leaves the app, a relative one is followed"', () => {
  it('keeps the content system’s relative and absolute targets', () => {
    expect(safeRedirectLocation('/chien/croquettes/')).toBe('/chien/croquettes/');
    expect(safeRedirectLocation('https://blog.gamelle.example/')).toBe('https://blog.gamelle.example/');
  });

  it('refuses protocol-relative, backslash and script targets', () => {
    for (const target of [
      ...HOSTILE_PATHS.filter((path) => !path.startsWith('https:')),
      'https:/\\evil.example',
      'http:\\\\evil.example',
      'https:// evil.example',
    ]) {
      expect(safeRedirectLocation(target), JSON.stringify(target)).toBeNull();
    }
  });
});

describe('SPEC §2 "Search engines are kept from account, cart, checkout, login, search, guides and subscription-guide paths"', () => {
  it('marks those paths as not indexable and catalogue paths as indexable', () => {
    for (const path of [
      '/mon-compte/',
      '/panier/',
      '/commande/abc/',
      '/connexion/',
      '/rechercher/',
      '/guide-croquettes/',
      '/mini-guide-bi-nutrition/1/',
    ]) {
      expect(isIndexablePath(path), path).toBe(false);
    }
    expect(isIndexablePath('/panier'), 'without its slash').toBe(false);
    // ADR 0019: the Dutch pages as their French twins.
    expect(isIndexablePath('/nl/panier/')).toBe(false);
    expect(isIndexablePath('/nl/mon-compte/mes-animaux/')).toBe(false);
    expect(isIndexablePath('/nl/chien/')).toBe(true);
    expect(isIndexablePath('/nl/')).toBe(true);
    for (const path of ['/', '/chien/', '/produits/croquettes/', '/faq/', '/magasins/']) {
      expect(isIndexablePath(path), path).toBe(true);
    }
  });

  it('lists every one of them in robots.txt', () => {
    const body = robotsTxt('https://gamelle.example/sitemap.xml');
    expect(body).toMatch(/^User-agent: \*\n/);
    expect(body).toContain('Disallow: /panier/\n');
    expect(body).toContain('Disallow: /mon-compte/\n');
    expect(body).toContain('Disallow: /commande/\n');
    expect(body).not.toContain('Disallow: /chien/');
    expect(body).toContain('Disallow: /nl/panier/\n');
    expect(body).not.toContain('Disallow: /nl/chien/');
    expect(body.trimEnd().endsWith('Sitemap: https://gamelle.example/sitemap.xml')).toBe(true);
  });
});
