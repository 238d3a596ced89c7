import { describe, expect, it } from 'vitest';
import { href, ROUTE_PATTERNS } from './route-patterns.js';
import {
  isFrameablePath,
  maintenanceRoutes,
  matchRoute,
  noindexPathPrefixes,
  ROUTES,
  routeNamed,
  routePath,
  shellFileFor,
} from './routes.js';

/**
 * SPEC §2's table, row by row as the SPEC writes it (a cell naming two paths is two rows here):
 * path, guards. `{category}*` is written `{category*}` in the table.
 */
const SPEC_TABLE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['/', ['customer-get-return-user']],
  ['/page/{page}/', []],
  ['/rechercher/', []],
  ['/nous-contacter/', []],
  ['/landing/{landing}/', []],
  ['/magasins/', []],
  ['/magasins/{shop}/', []],
  ['/maintenance/', []],
  ['/faq/{faqQuery?}/', []],
  ['/mon-compte/', ['is-authenticated']],
  ['/mon-compte/bienvenue/', ['anonymous-get-homepage']],
  ['/connexion/', ['is-anonymous']],
  ['/mot-de-passe-oublie/{forgotPassword}/', ['is-anonymous']],
  ['/panier/', []],
  ['/commande/{order}/', ['is-authenticated']],
  ['/commande/{order}/confirmation/', ['is-authenticated']],
  ['/mon-compte/mes-adresses/', ['is-authenticated']],
  ['/mon-compte/mes-informations-personnelles/', ['is-authenticated']],
  ['/mon-compte/mes-animaux/', ['is-authenticated', 'animals-feature-guard']],
  ['/mon-compte/mes-animaux/ajouter/', ['animals-feature-guard']],
  ['/mon-compte/mes-animaux/{animal}/', ['is-authenticated', 'animals-feature-guard']],
  ['/mon-compte/mes-animaux/{animal}/modifier/', ['is-authenticated', 'animals-feature-guard']],
  ['/mon-compte/mes-parrainages/', ['is-authenticated', 'mention-me-feature-guard']],
  ['/mon-compte/mes-commandes/', ['is-authenticated', 'order-redirect-feature']],
  ['/mon-compte/mes-commandes/{order}/', ['is-authenticated']],
  ['/mon-compte/mes-abonnements/', ['is-authenticated', 'subscription-redirect-feature']],
  ['/mon-compte/mes-abonnements/{subscription}/', ['is-authenticated']],
  ['/mon-compte/mes-abonnements/{subscription}/historique/', ['is-authenticated']],
  ['/mon-compte/mes-abonnements/{subscription}/historique/{order}/', ['is-authenticated']],
  ['/produits/{product}/{format?}/', ['product-sku-redirect']],
  ['/produits/echantillons/{sample}/', []],
  ['/{category*}/', []],
  ['/guide-croquettes/', ['guide-entrance-feature-guard', 'no-animal-to-create-one']],
  ['/guide-croquettes/{animal}/', ['guide-entrance-feature-guard']],
  ['/guide-croquettes/{animal}/recommandations/', ['guide-entrance-feature-guard']],
  [
    '/userGuide/guide-nutrition-full/',
    ['guide-bi-nutrition-entrance-feature-guard', 'guide-bi-nutrition-no-animal-feature-guard'],
  ],
  [
    '/userGuide/guide-nutrition-short/',
    ['guide-bi-nutrition-entrance-feature-guard', 'guide-bi-nutrition-no-animal-feature-guard'],
  ],
  // SPEC §2 "guide-entrance or bi-nutrition entrance guard": the menu's own, as its entrances and links.
  ['/guide-bi-nutrition/{animal}/', ['guide-bi-nutrition-entrance-feature-guard']],
  ['/guide-bi-nutrition/{animal}/recommandations/', ['guide-bi-nutrition-entrance-feature-guard']],
  ['/mini-guide-bi-nutrition/{animal}/', ['guide-bi-nutrition-entrance-feature-guard']],
  ['/mini-guide-bi-nutrition/{animal}/recommandations/', ['guide-bi-nutrition-entrance-feature-guard']],
  ['/webView/demo/', []],
  ['/web-view/{subscription}-changement-de-paiement/', ['is-authenticated', 'is-web-view-allowed']],
];

/** A value for each parameter, so every row gives a real URL. */
const SAMPLE: Record<string, string> = {
  page: 'conditions-utilisation',
  landing: 'offre-bienvenue',
  shop: 'lyon-croix-rousse',
  faqQuery: 'livraison',
  forgotPassword: 'jeton',
  order: 'tok123',
  animal: '42',
  subscription: 'ABO-1',
  product: 'croquettes-chien-adulte',
  format: '12-kg',
  sample: 'echantillon-chat',
  category: 'chien/croquettes',
};

describe('SPEC §2: one route table', () => {
  it('holds every row of SPEC §2’s table with its guards', () => {
    for (const [pattern, guards] of SPEC_TABLE) {
      const row = ROUTES.find((definition) => definition.pattern === pattern);
      expect(row, pattern).toBeDefined();
      expect(row?.guards, pattern).toEqual(guards);
    }
  });

  it('every route has a unique name, a pattern ending with a slash, and reaches its own row from its own URL', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    for (const definition of ROUTES) {
      expect(definition.pattern.endsWith('/'), definition.name).toBe(true);
      const path = routePath(definition.name, SAMPLE);
      expect(matchRoute(path)?.route.name, `${definition.name} ${path}`).toBe(definition.name);
    }
  });

  it('matches paths to routes and parameters, the optional ones included', () => {
    expect(matchRoute('/')?.route.name).toBe('home');
    expect(matchRoute('/produits/croquettes-chien/')).toMatchObject({
      route: { name: 'product' },
      params: { product: 'croquettes-chien' },
    });
    expect(matchRoute('/produits/croquettes-chien/12-kg/')?.params).toEqual({
      product: 'croquettes-chien',
      format: '12-kg',
    });
    expect(matchRoute('/produits/echantillons/pochon/')).toMatchObject({
      route: { name: 'sample' },
      params: { sample: 'pochon' },
    });
    expect(matchRoute('/produits/echantillons/')).toBeNull();
    expect(matchRoute('/faq/')).toMatchObject({ route: { name: 'faq' }, params: {} });
    expect(matchRoute('/faq/livraison%20rapide/')?.params).toEqual({ faqQuery: 'livraison rapide' });
    expect(matchRoute('/chien/croquettes/adulte/')).toMatchObject({
      route: { name: 'category' },
      params: { category: 'chien/croquettes/adulte' },
    });
    expect(matchRoute('/oiseau/graines/')).toBeNull();
    expect(matchRoute('/web-view/ABO-G000042-31-changement-de-paiement/')).toMatchObject({
      route: { name: 'web-view-payment-change' },
      params: { subscription: 'ABO-G000042-31' },
    });
    expect(matchRoute('/mon-compte/mes-animaux/ajouter/')?.route.name).toBe('account-pets-add');
    expect(matchRoute('/mon-compte/mes-animaux/7/modifier/')?.route.name).toBe('account-pet-edit');
    expect(matchRoute('/panier')).toBeNull();
  });

  it('builds URLs from a name and parameters, and refuses a missing one', () => {
    expect(routePath('checkout-confirmation', { order: 'a b' })).toBe('/commande/a%20b/confirmation/');
    expect(routePath('faq')).toBe('/faq/');
    expect(routePath('category', { category: 'chat/patee' })).toBe('/chat/patee/');
    expect(() => routePath('checkout')).toThrow(/order/);
    expect(() => routeNamed('inconnue')).toThrow(/inconnue/);
  });

  it('shells: a path of a shell route and its client-navigation data are served by the `_` file', () => {
    expect(shellFileFor('/commande/tok123/')).toBe('/commande/_/');
    expect(shellFileFor('/commande/tok123/confirmation/')).toBe('/commande/_/confirmation/');
    expect(shellFileFor('/commande/tok123/confirmation/index.pageContext.json')).toBe(
      '/commande/_/confirmation/index.pageContext.json',
    );
    expect(shellFileFor('/mot-de-passe-oublie/jeton/')).toBe('/mot-de-passe-oublie/_/');
    expect(shellFileFor('/web-view/ABO-1-changement-de-paiement/')).toBe('/web-view/_-changement-de-paiement/');
    expect(shellFileFor('/panier/')).toBeNull();
    expect(shellFileFor('/produits/croquettes-chien/')).toBeNull();
  });

  it('SPEC §2 embedded view: only the web view may be framed (by the shop’s own pages)', () => {
    expect(isFrameablePath('/web-view/ABO-1-changement-de-paiement/')).toBe(true);
    expect(ROUTES.filter((definition) => definition.frameable).map((definition) => definition.name)).toEqual([
      'web-view-payment-change',
    ]);
    for (const path of ['/', '/webView/demo/', '/mon-compte/mes-abonnements/ABO-1/', '/web-view/ABO-1/', '/panier/']) {
      expect(isFrameablePath(path), path).toBe(false);
    }
  });

  it('SPEC §2 "kept from search engines": account, cart, checkout, login, search, guides, subscription-guide and web-view paths, and the pages no link reaches (campaign landings, maintenance)', () => {
    expect(new Set(noindexPathPrefixes())).toEqual(
      new Set([
        '/mon-compte/',
        '/panier/',
        '/commande/',
        '/connexion/',
        '/mot-de-passe-oublie/',
        '/rechercher/',
        '/guide-croquettes/',
        '/guide-bi-nutrition/',
        '/mini-guide-bi-nutrition/',
        '/userGuide/',
        '/web-view/',
        '/webView/',
        '/landing/',
        '/maintenance/',
      ]),
    );
    // The catalogue stays open.
    for (const path of ['/produits/', '/magasins/', '/faq/', '/page/']) {
      expect(noindexPathPrefixes(), path).not.toContain(path);
    }
  });

  it('SPEC §2 maintenance: a prefix names every route whose localized name starts with it; a typo is reported', () => {
    const { patterns, unknown } = maintenanceRoutes(['account-sub', ' shop', 'inconnue', '']);
    const hit = (path: string) => patterns.some((source) => new RegExp(`^${source}$`).test(path));
    expect(hit('/mon-compte/mes-abonnements/')).toBe(true);
    expect(hit('/mon-compte/mes-abonnements/ABO-1/historique/')).toBe(true);
    expect(hit('/magasins/')).toBe(true);
    expect(hit('/magasins/lyon/')).toBe(true);
    expect(hit('/mon-compte/')).toBe(false);
    expect(hit('/produits/croquettes/')).toBe(false);
    expect(unknown).toEqual(['inconnue']);
    expect(maintenanceRoutes([]).patterns).toEqual([]);
  });
});

describe('SPEC §2 route table: `href`, the one way to make a link to a page', () => {
  const camel = (name: string) => name.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());

  it('takes every row’s pattern from ROUTE_PATTERNS, which names no other route', () => {
    expect(Object.keys(ROUTE_PATTERNS).sort()).toEqual(ROUTES.map((route) => route.name).sort());
    for (const route of ROUTES) expect(route.pattern).toBe(ROUTE_PATTERNS[route.name as keyof typeof ROUTE_PATTERNS]);
  });

  it('has one function for every row of the table, named after it', () => {
    const functions = href as unknown as Record<string, unknown>;
    expect(Object.keys(functions).sort()).toEqual(ROUTES.map((route) => camel(route.name)).sort());
    for (const route of ROUTES) expect(typeof functions[camel(route.name)]).toBe('function');
  });

  it('gives the pattern with its parameters encoded, an optional one left out when not given', () => {
    expect(href.home()).toBe('/');
    expect(href.cart()).toBe('/panier/');
    expect(href.product({ product: 'croquettes-chien', format: '12-kg' })).toBe('/produits/croquettes-chien/12-kg/');
    expect(href.product({ product: 'croquettes-chien' })).toBe('/produits/croquettes-chien/');
    expect(href.product({ product: 'croquettes-chien', format: undefined })).toBe('/produits/croquettes-chien/');
    expect(href.sample({ sample: 'essai' })).toBe('/produits/echantillons/essai/');
    expect(href.accountSubscription({ subscription: 'AB 12' })).toBe('/mon-compte/mes-abonnements/AB%2012/');
    expect(href.accountSubscriptionHistoryOrder({ subscription: 'S1', order: '000042' })).toBe(
      '/mon-compte/mes-abonnements/S1/historique/000042/',
    );
    expect(href.checkoutConfirmation({ order: 'tok' })).toBe('/commande/tok/confirmation/');
    expect(href.category({ category: 'chien/croquettes' })).toBe('/chien/croquettes/');
    expect(href.faq({})).toBe('/faq/');
    expect(href.faq({ faqQuery: 'livraison' })).toBe('/faq/livraison/');
    // Every link it makes is a path of its own route.
    expect(matchRoute(href.accountPetEdit({ animal: '7' }))?.route.name).toBe('account-pet-edit');
  });

  it('refuses a link without a required parameter (a type error, and a throw)', () => {
    // @ts-expect-error the order's token is required
    expect(() => href.checkout({})).toThrow(/order/);
  });
});
