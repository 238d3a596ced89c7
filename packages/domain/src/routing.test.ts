import { describe, expect, it } from 'vitest';
import { isIndexablePath, robotsTxt, slashRedirectTarget } from './routing.js';

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
    expect(body.trimEnd().endsWith('Sitemap: https://gamelle.example/sitemap.xml')).toBe(true);
  });
});
