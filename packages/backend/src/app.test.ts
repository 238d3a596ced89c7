import { brotliDecompressSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './app.test-helpers.js';
import type { OpenedDatabase } from './db/open.js';
import { orders } from './db/schema.js';
import { seedHeader } from './db/seed.js';
import { seedHeaderNl } from './seed/content.nl.js';

let app: Hono;
let database: OpenedDatabase;

beforeAll(async () => {
  ({ app, database } = await testApp());
});
afterAll(async () => {
  await database.close();
});

/** The JSON body of an answer, as a plain record. */
const json = async (res: Response): Promise<Record<string, unknown>> => (await res.json()) as Record<string, unknown>;

const countOrders = async () => (await database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('SPEC §7 "POST /shop/orders (localeCode, channelCode) creates a cart, returns tokenValue"', () => {
  it('creates a cart in state cart and loads it back by its token', async () => {
    const res = await app.request('/api/v2/shop/orders?channelCode=gamelle_b2c&locale=fr', {
      method: 'POST',
      headers: { 'Content-Type': 'application/ld+json' },
      body: JSON.stringify({ localeCode: 'fr_FR' }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('application/ld+json');
    const cart = await json(res);
    expect(cart.tokenValue).toMatch(/^[\w-]{20,}$/);
    expect(cart).toMatchObject({ '@type': 'Order', state: 'cart', currencyCode: 'EUR', items: [], total: 0 });
    expect(cart['@id']).toBe(`/api/v2/shop/orders/${cart.tokenValue}`);

    const loaded = await app.request(`/api/v2/shop/orders/${cart.tokenValue}`);
    expect(loaded.status).toBe(200);
    expect((await json(loaded)).tokenValue).toBe(cart.tokenValue);
  });

  it('a channelCode in the query is held to the shop’s channels as the body’s is: an unknown one is 400, no cart written', async () => {
    const before = await countOrders();
    const res = await app.request('/api/v2/shop/orders?channelCode=gamelle_partenaire', {
      method: 'POST',
      headers: { 'Content-Type': 'application/ld+json' },
      body: JSON.stringify({ localeCode: 'fr_FR' }),
    });
    expect(res.status).toBe(400);
    expect((await json(res))['hydra:description']).toMatch(/^Paramètre channelCode invalide/);
    expect(await countOrders()).toBe(before);
  });

  it('answers 404 for an unknown token', async () => {
    const res = await app.request('/api/v2/shop/orders/inconnu');
    expect(res.status).toBe(404);
    expect((await json(res))['hydra:description']).toBe('Ressource introuvable.');
  });
});

describe('Bad input: "A request the backend cannot parse answers 400 with a JSON body; nothing is written"', () => {
  it('answers 400 to unreadable JSON and writes no cart', async () => {
    const before = await countOrders();
    const res = await app.request('/api/v2/shop/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/ld+json' },
      body: '{"localeCode": "fr_FR"',
    });
    expect(res.status).toBe(400);
    expect((await json(res))['hydra:description']).toBe('Le corps de la requête n’est pas un JSON valide.');
    expect(await countOrders()).toBe(before);
  });

  it('answers 422 with violations keyed by propertyPath and writes no cart', async () => {
    const before = await countOrders();
    const res = await app.request('/api/v2/shop/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/ld+json' },
      body: JSON.stringify({ localeCode: 'en_US' }),
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body['@type']).toBe('ConstraintViolationList');
    expect(body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'localeCode', message: 'Cette langue n’est pas proposée.' }),
    ]);
    expect(await countOrders()).toBe(before);
  });
});

describe('SPEC §7 content system "b2c-header"', () => {
  it('serves the header from the database, in French by default', async () => {
    const res = await app.request('/cms/b2c-header?locale=fr');
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual(seedHeader);
  });

  it('SPEC §1 Dutch: answers each language its own record, and French for a record without its translation', async () => {
    const res = await app.request('/cms/b2c-header?locale=nl');
    expect((await json(res)).data).toEqual(seedHeaderNl);
    // Shops have no Dutch record: the French one, not nothing.
    const shops = (await json(await app.request('/cms/b2c-shops?locale=nl'))).data as { name: string }[];
    const french = (await json(await app.request('/cms/b2c-shops?locale=fr'))).data as { name: string }[];
    expect(shops.length).toBeGreaterThan(0);
    expect(shops.map((shop) => shop.name)).toEqual(french.map((shop) => shop.name));
  });

  it('answers unknown service paths with a JSON 404, never the site', async () => {
    const res = await app.request('/cms/inconnu');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('json');
  });
});

describe('security headers: CSP allows the inlined stylesheet and script by their hashes only', () => {
  it('lists the build’s style and script hashes and nothing unsafe', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src 'self'\s+'sha256-AbC\+\/='/);
    expect(csp).toMatch(/script-src 'self'\s+'sha256-XyZ9\+\/=';/);
    expect(csp).not.toContain('pas une empreinte');
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("script-src 'self'");
  });
});

describe('SPEC §2 "A path without a trailing slash is redirected to the slashed form, except .xml and .txt paths"', () => {
  it('answers 301 with the slashed location, for GET and HEAD, keeping the query', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await app.request('/chien', { method });
      expect(res.status, method).toBe(301);
      expect(res.headers.get('location')).toBe('/chien/');
    }
    const withQuery = await app.request('/panier?variantId=12345678');
    expect(withQuery.headers.get('location')).toBe('/panier/?variantId=12345678');
  });

  it('serves .xml, existing files and slashed pages as they are', async () => {
    expect((await app.request('/sitemap.xml')).status).toBe(200);
    expect((await app.request('/panier/index.pageContext.json')).status).toBe(200);
    const page = await app.request('/panier/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Panier</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('SPEC §2 redirect by path on a first load: relative and absolute targets, with their status', async () => {
    const relative = await app.request('/croquettes-chien/');
    expect(relative.status).toBe(301);
    expect(relative.headers.get('location')).toBe('/chien/croquettes/');
    const absolute = await app.request('/blog/');
    expect(absolute.status).toBe(302);
    expect(absolute.headers.get('location')).toBe('https://blog.gamelle.example/');
    expect((await app.request('/sans-redirection/')).status).toBe(404);
  });

  it('SPEC §2 product-sku-redirect: /produits/{sku}/ goes to the product by its slug', async () => {
    const res = await app.request('/produits/CHIEN-CROQUETTES-00001/?utm=x');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/produits/croquettes-chien-adulte-au-poulet/?utm=x');
    expect((await app.request('/produits/chien-croquettes-00001/6-kg/')).headers.get('location')).toBe(
      '/produits/croquettes-chien-adulte-au-poulet/6-kg/',
    );
    // A navigation in the browser reads the product's data; the page's guard then asks for the redirect.
    const data = await app.request('/produits/CHIEN-CROQUETTES-00001/index.pageContext.json');
    expect(await data.text()).toBe('{"product":"croquettes"}');
  });

  it('SPEC §2 "/produits/{product}/{format?}/": a format page is the product page, an unknown format a 404', async () => {
    const format = await app.request('/produits/croquettes-chien-adulte-au-poulet/6-kg/');
    expect(format.status).toBe(200);
    expect(await format.text()).toContain('<title>Croquettes</title>');
    const data = await app.request('/produits/croquettes-chien-adulte-au-poulet/12-kg/index.pageContext.json');
    expect(await data.text()).toBe('{"product":"croquettes"}');
    expect((await app.request('/produits/croquettes-chien-adulte-au-poulet/7-kg/')).status).toBe(404);
    expect((await app.request('/produits/produit-inconnu/6-kg/')).status).toBe(404);
  });

  it('SPEC §9 "prefix except default": the Dutch pages’ formats, sku redirects and shells, in Dutch', async () => {
    const format = await app.request('/nl/produits/croquettes-chien-adulte-au-poulet/6-kg/');
    expect(format.status).toBe(200);
    expect(await format.text()).toContain('<title>Brokken</title>');
    const data = await app.request('/nl/produits/croquettes-chien-adulte-au-poulet/12-kg/index.pageContext.json');
    expect(await data.text()).toBe('{"product":"brokken"}');
    const sku = await app.request('/nl/produits/CHIEN-CROQUETTES-00001/');
    expect(sku.status).toBe(301);
    expect(sku.headers.get('location')).toBe('/nl/produits/croquettes-chien-adulte-au-poulet/');
    expect(await (await app.request('/nl/commande/9bQ2x-token/')).text()).toContain('<title>Bestelling</title>');
    expect((await app.request('/nl/produits/croquettes-chien-adulte-au-poulet/7-kg/')).status).toBe(404);
  });

  it('SPEC §2 tokenised personal pages (/commande/{order}/, its confirmation, /mot-de-passe-oublie/{token}/) are served from their shells', async () => {
    const checkout = await app.request('/commande/9bQ2x-token/');
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toContain('<title>Commande</title>');
    expect(await (await app.request('/commande/9bQ2x-token/confirmation/')).text()).toContain('Confirmation');
    expect(await (await app.request('/commande/9bQ2x-token/index.pageContext.json')).text()).toBe(
      '{"shell":"Commande"}',
    );
    expect(await (await app.request('/mot-de-passe-oublie/abc/')).text()).toContain('Nouveau mot de passe');
    expect((await app.request('/commande/9bQ2x-token')).status).toBe(301);
    expect((await app.request('/commande/a/b/c/')).status).toBe(404);
  });

  it('answers a missing static file with 404 rather than a redirect', async () => {
    const res = await app.request('/favicon.ico');
    expect(res.status).toBe(404);
  });

  it('marks hashed assets immutable', async () => {
    const res = await app.request('/assets/app-3f9a.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('"Unmatched routes show a non-fatal page-not-found error": 404 with the 404 page', async () => {
    const res = await app.request('/inconnu/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page non trouvée');
    const compressed = await app.request('/inconnu/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(compressed.status).toBe(404);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toContain('Page non trouvée');
  });

  it('refuses to leave the site folder', async () => {
    const res = await app.request('/..%2f..%2fetc%2fpasswd');
    expect([301, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('root:');
  });
});

describe("ARCHITECTURE \"security headers (a strict CSP with script-src 'self', HSTS, frame-ancestors 'none')\"", () => {
  it('sends them on pages and API answers', async () => {
    for (const path of ['/', '/cms/b2c-header']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('W3C Permissions Policy on every answer — pages, assets, the 404 page, services, errors: the camera, the microphone, a position, payments and devices refused; full screen, autoplay, picture-in-picture and writing to the clipboard for the shop’s own pages', async () => {
    const answers = [
      '/',
      '/panier/',
      '/web-view/ABO-1-changement-de-paiement/',
      '/assets/app-3f9a.js',
      '/sitemap.xml',
      '/page-inconnue/',
      '/cms/b2c-header',
      '/api/v2/shop/orders/inconnu',
      '/search/products?q=chat',
    ];
    for (const path of answers) {
      const res = await app.request(path);
      const directives = Object.fromEntries(
        (res.headers.get('permissions-policy') ?? '').split(/,\s*/).map((directive) => directive.split('=')),
      );
      expect(directives, `${path} (${res.status})`).toMatchObject({
        camera: '()',
        microphone: '()',
        geolocation: '()',
        payment: '()',
        usb: '()',
        serial: '()',
        hid: '()',
        'display-capture': '()',
        fullscreen: '(self)',
        autoplay: '(self)',
        'picture-in-picture': '(self)',
        'clipboard-write': '(self)',
      });
      // Nothing allowed to every origin.
      expect(Object.values(directives), path).not.toContain('*');
    }
  });

  it('SPEC §2 embedded view: the web view alone may be framed, and only by the shop’s own pages', async () => {
    const res = await app.request('/web-view/ABO-1-changement-de-paiement/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Changer de carte');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // The demo that frames it, and the account's own subscription page, are not framed.
    for (const path of ['/webView/demo/', '/mon-compte/mes-abonnements/ABO-1/', '/api/v2/shop/orders/inconnu']) {
      const other = await app.request(path);
      expect(other.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(other.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('restarts without a gap (ADR 0023): liveness of an instance', () => {
  it('answers /api/v2/health with this process’s name and start, never cached', async () => {
    const res = await app.request('/api/v2/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json(res);
    expect(body).toMatchObject({ status: 'ok', instance: expect.stringMatching(/^[0-9a-f]{12}$/) });
    expect(Date.parse(String(body.startedAt))).not.toBeNaN();
    // The same process answers the same name.
    expect((await json(await app.request('/api/v2/health'))).instance).toBe(body.instance);
  });
});
