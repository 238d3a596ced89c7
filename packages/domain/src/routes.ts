import { isUnderMaintenance, localizedRouteName } from './seo.js';

/**
 * The shop's one route table (SPEC §2, ADR 0014): every screen with its URL pattern, layout,
 * guards, feature flag, whether search engines may index it and how it is rendered. The site's
 * pages, the server's shells and product paths, robots.txt, the sitemap and the maintenance guard
 * all read it; `routes.test.ts` checks it holds every row of SPEC §2's table and that each site
 * page serves the URLs its row says.
 *
 * Route names carry a locale suffix (SPEC §2): `localizedRouteName(name)` gives `product___fr`.
 * Patterns are written as SPEC §2 writes them: `{param}` one path segment, `{param?}/` an optional
 * one, `{param*}` one or more segments; `constraints` narrow a parameter with a regular expression.
 */
export type Layout = 'default' | 'minimal' | 'none' | 'user-guide';

/**
 * How a route's page reaches the browser: `prerendered` at build (one file per URL); `shell`, one
 * prerendered file served for every value of its parameters and filled in the browser (personal
 * pages, ARCHITECTURE "personal pages as shells"); `planned`, a screen of SPEC §2 not built yet
 * (the server answers 404 until it is).
 */
export type Rendering = 'prerendered' | 'shell' | 'planned';

export type Feature =
  | 'animals'
  | 'mention-me'
  | 'order-redirect'
  | 'subscription-redirect'
  | 'guide-entrance'
  | 'guide-bi-nutrition-entrance'
  | 'web-view';

export interface RouteDefinition {
  /** Route name without its locale suffix (`localizedRouteName` adds `___fr`). */
  name: string;
  /** SPEC §2 pattern, with its trailing slash. */
  pattern: string;
  /** What the screen is (SPEC §2 wording). */
  screen: string;
  layout: Layout;
  /** SPEC §2 guard names, in the order they run. */
  guards: readonly string[];
  /** The feature flag that gates it (SPEC §6), if any. */
  feature?: Feature;
  /** Search engines may index it (SPEC §2 "kept from search engines" otherwise). */
  indexable: boolean;
  render: Rendering;
  /** The folder under `site/pages/` that renders it (none while `planned`). */
  page?: string;
  constraints?: Readonly<Record<string, string>>;
  /**
   * The page may be shown in a frame of the shop's own pages (SPEC §2 embedded view: a mobile
   * app's web view, shown framed by `/webView/demo/`). Every other page refuses any frame.
   */
  frameable?: true;
}

/** A row, its name and pattern kept as literal types: `href` types each route's parameters from them. */
const route = <const R extends RouteDefinition>(definition: R): R => definition;
const personal = { indexable: false } as const;

/** Ordered: the first row whose pattern matches a path is its route (specific rows first). */
const TABLE = [
  route({
    name: 'home',
    page: 'index',
    pattern: '/',
    screen: 'home',
    layout: 'default',
    guards: ['customer-get-return-user'],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'content-page',
    page: 'page/@page',
    pattern: '/page/{page}/',
    screen: 'content page',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'search',
    page: 'rechercher',
    pattern: '/rechercher/',
    screen: 'search',
    layout: 'default',
    guards: [],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'contact',
    page: 'nous-contacter',
    pattern: '/nous-contacter/',
    screen: 'contact',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'landing',
    page: 'landing/@landing',
    pattern: '/landing/{landing}/',
    screen: 'landing page, no layout',
    layout: 'none',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'shops',
    page: 'magasins/index',
    pattern: '/magasins/',
    screen: 'shop list',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'shop',
    page: 'magasins/@shop',
    pattern: '/magasins/{shop}/',
    screen: 'one shop',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'maintenance',
    page: 'maintenance',
    pattern: '/maintenance/',
    screen: 'maintenance page',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'faq',
    page: 'faq',
    pattern: '/faq/{faqQuery?}/',
    screen: 'FAQ, optional query',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'account-welcome',
    page: 'mon-compte/bienvenue',
    pattern: '/mon-compte/bienvenue/',
    screen: 'account welcome',
    layout: 'default',
    guards: ['anonymous-get-homepage'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-addresses',
    page: 'mon-compte/mes-adresses',
    pattern: '/mon-compte/mes-adresses/',
    screen: 'addresses',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-personal-data',
    page: 'mon-compte/mes-informations-personnelles',
    pattern: '/mon-compte/mes-informations-personnelles/',
    screen: 'personal data',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-pets-add',
    page: 'mon-compte/mes-animaux/ajouter',
    pattern: '/mon-compte/mes-animaux/ajouter/',
    screen: 'add a pet',
    layout: 'default',
    guards: ['animals-feature-guard'],
    feature: 'animals',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-pet-edit',
    page: 'mon-compte/mes-animaux/@animal/modifier',
    pattern: '/mon-compte/mes-animaux/{animal}/modifier/',
    screen: 'pet edit',
    layout: 'default',
    guards: ['is-authenticated', 'animals-feature-guard'],
    feature: 'animals',
    ...personal,
    render: 'shell',
    constraints: { animal: '[0-9]+' },
  }),
  route({
    name: 'account-pet',
    page: 'mon-compte/mes-animaux/@animal/index',
    pattern: '/mon-compte/mes-animaux/{animal}/',
    screen: 'pet view',
    layout: 'default',
    guards: ['is-authenticated', 'animals-feature-guard'],
    feature: 'animals',
    ...personal,
    render: 'shell',
    constraints: { animal: '[0-9]+' },
  }),
  route({
    name: 'account-pets',
    page: 'mon-compte/mes-animaux/index',
    pattern: '/mon-compte/mes-animaux/',
    screen: 'pets list',
    layout: 'default',
    guards: ['is-authenticated', 'animals-feature-guard'],
    feature: 'animals',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-sponsorships',
    page: 'mon-compte/mes-parrainages',
    pattern: '/mon-compte/mes-parrainages/',
    screen: 'sponsorships',
    layout: 'default',
    guards: ['is-authenticated', 'mention-me-feature-guard'],
    feature: 'mention-me',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-order',
    page: 'mon-compte/mes-commandes/@order',
    pattern: '/mon-compte/mes-commandes/{order}/',
    screen: 'order detail',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'account-orders',
    page: 'mon-compte/mes-commandes/index',
    pattern: '/mon-compte/mes-commandes/',
    screen: 'orders list',
    layout: 'default',
    guards: ['is-authenticated', 'order-redirect-feature'],
    feature: 'order-redirect',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-subscription-history-order',
    page: 'mon-compte/mes-abonnements/@subscription/historique/@order',
    pattern: '/mon-compte/mes-abonnements/{subscription}/historique/{order}/',
    screen: 'order within history',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'account-subscription-history',
    page: 'mon-compte/mes-abonnements/@subscription/historique/index',
    pattern: '/mon-compte/mes-abonnements/{subscription}/historique/',
    screen: 'subscription history',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'account-subscription',
    page: 'mon-compte/mes-abonnements/@subscription/index',
    pattern: '/mon-compte/mes-abonnements/{subscription}/',
    screen: 'subscription detail',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'account-subscriptions',
    page: 'mon-compte/mes-abonnements/index',
    pattern: '/mon-compte/mes-abonnements/',
    screen: 'subscriptions',
    layout: 'default',
    guards: ['is-authenticated', 'subscription-redirect-feature'],
    feature: 'subscription-redirect',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account',
    page: 'mon-compte/index',
    pattern: '/mon-compte/',
    screen: 'account menu',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-login',
    page: 'connexion',
    pattern: '/connexion/',
    screen: 'login, minimal layout',
    layout: 'minimal',
    guards: ['is-anonymous'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'forgot-password',
    page: 'mot-de-passe-oublie/@forgotPassword',
    pattern: '/mot-de-passe-oublie/{forgotPassword}/',
    screen: 'password reset',
    layout: 'minimal',
    guards: ['is-anonymous'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'cart',
    page: 'panier',
    pattern: '/panier/',
    screen: 'cart',
    layout: 'default',
    guards: [],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'checkout-confirmation',
    page: 'commande/@order',
    pattern: '/commande/{order}/confirmation/',
    screen: 'order confirmation',
    // SPEC §2 names none: the end of the funnel keeps the checkout's minimal layout.
    layout: 'minimal',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'checkout',
    page: 'commande/@order',
    pattern: '/commande/{order}/',
    screen: 'checkout funnel, minimal layout',
    layout: 'minimal',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'sample',
    page: 'produits/echantillons/@sample',
    pattern: '/produits/echantillons/{sample}/',
    screen: 'sample product',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'product',
    page: 'produits/@product',
    pattern: '/produits/{product}/{format?}/',
    screen: 'product page',
    layout: 'default',
    guards: ['product-sku-redirect'],
    indexable: true,
    render: 'prerendered',
    // `/produits/echantillons/` is the samples' folder, never a product.
    constraints: { product: '(?!echantillons/)[A-Za-z0-9-]+', format: '[a-z0-9-]+' },
  }),
  route({
    name: 'guide-new',
    page: 'guide-croquettes/nouveau',
    pattern: '/guide-croquettes/nouveau/',
    screen: 'dry-food guide for a new pet',
    layout: 'user-guide',
    guards: ['guide-entrance-feature-guard'],
    feature: 'guide-entrance',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'guide-results',
    page: 'guide-croquettes/@animal/recommandations',
    pattern: '/guide-croquettes/{animal}/recommandations/',
    screen: 'guide results',
    layout: 'user-guide',
    guards: ['guide-entrance-feature-guard'],
    feature: 'guide-entrance',
    ...personal,
    render: 'shell',
    constraints: { animal: '[0-9]+|nouveau' },
  }),
  route({
    name: 'guide',
    page: 'guide-croquettes/@animal/index',
    pattern: '/guide-croquettes/{animal}/',
    screen: 'dry-food guide',
    layout: 'user-guide',
    guards: ['guide-entrance-feature-guard'],
    feature: 'guide-entrance',
    ...personal,
    render: 'shell',
    constraints: { animal: '[0-9]+' },
  }),
  route({
    name: 'guide-entrance',
    page: 'guide-croquettes/index',
    pattern: '/guide-croquettes/',
    screen: 'guide entrance',
    layout: 'user-guide',
    guards: ['guide-entrance-feature-guard', 'no-animal-to-create-one'],
    feature: 'guide-entrance',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'bi-nutrition-entrance-full',
    page: 'userGuide/guide-nutrition-full',
    pattern: '/userGuide/guide-nutrition-full/',
    screen: 'bi-nutrition entrance (full)',
    layout: 'user-guide',
    guards: ['guide-bi-nutrition-entrance-feature-guard', 'guide-bi-nutrition-no-animal-feature-guard'],
    feature: 'guide-bi-nutrition-entrance',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'bi-nutrition-entrance-short',
    page: 'userGuide/guide-nutrition-short',
    pattern: '/userGuide/guide-nutrition-short/',
    screen: 'bi-nutrition entrance (short)',
    layout: 'user-guide',
    guards: ['guide-bi-nutrition-entrance-feature-guard', 'guide-bi-nutrition-no-animal-feature-guard'],
    feature: 'guide-bi-nutrition-entrance',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'bi-nutrition-results',
    page: 'guide-bi-nutrition/@animal/recommandations',
    pattern: '/guide-bi-nutrition/{animal}/recommandations/',
    screen: 'full bi-nutrition guide, results',
    layout: 'user-guide',
    guards: ['guide-bi-nutrition-entrance-feature-guard'],
    feature: 'guide-bi-nutrition-entrance',
    ...personal,
    render: 'shell',
    constraints: { animal: '[0-9]+' },
  }),
  route({
    name: 'bi-nutrition',
    page: 'guide-bi-nutrition/@animal/index',
    pattern: '/guide-bi-nutrition/{animal}/',
    screen: 'full bi-nutrition guide',
    layout: 'user-guide',
    guards: ['guide-bi-nutrition-entrance-feature-guard'],
    feature: 'guide-bi-nutrition-entrance',
    ...personal,
    render: 'shell',
    constraints: { animal: '[0-9]+' },
  }),
  route({
    name: 'mini-bi-nutrition-results',
    page: 'mini-guide-bi-nutrition/@animal/recommandations',
    pattern: '/mini-guide-bi-nutrition/{animal}/recommandations/',
    screen: 'short bi-nutrition guide, results',
    layout: 'user-guide',
    guards: ['guide-bi-nutrition-entrance-feature-guard'],
    feature: 'guide-bi-nutrition-entrance',
    ...personal,
    render: 'shell',
    constraints: { animal: '[0-9]+' },
  }),
  route({
    name: 'mini-bi-nutrition',
    page: 'mini-guide-bi-nutrition/@animal/index',
    pattern: '/mini-guide-bi-nutrition/{animal}/',
    screen: 'short bi-nutrition guide',
    layout: 'user-guide',
    guards: ['guide-bi-nutrition-entrance-feature-guard'],
    feature: 'guide-bi-nutrition-entrance',
    ...personal,
    render: 'shell',
    constraints: { animal: '[0-9]+' },
  }),
  route({
    // SPEC §2 tools "dog ration calculator and delivery-frequency calculator" as a page of their own
    // (SPEC §2 gives it no path): public and indexed, like a content page.
    name: 'ration-calculator',
    page: 'calculateur-de-ration',
    pattern: '/calculateur-de-ration/',
    screen: 'dog ration and delivery-frequency calculators',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'web-view-demo',
    page: 'webView/demo',
    pattern: '/webView/demo/',
    screen: 'demo of embedded view',
    layout: 'none',
    guards: [],
    feature: 'web-view',
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'web-view-payment-change',
    page: 'web-view/@subscription-changement-de-paiement',
    pattern: '/web-view/{subscription}-changement-de-paiement/',
    screen: 'payment change in embedded view, no layout',
    layout: 'none',
    guards: ['is-authenticated', 'is-web-view-allowed'],
    feature: 'web-view',
    ...personal,
    render: 'shell',
    frameable: true,
  }),
  route({
    name: 'category',
    page: 'categorie',
    pattern: '/{category*}/',
    screen: 'catch-all category page',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
    constraints: { category: '(?:chien|chat)(?:/[a-z0-9-]+)*' },
  }),
] as const satisfies readonly RouteDefinition[];
export const ROUTES: readonly RouteDefinition[] = TABLE;

/** A route's name, as the table spells it (`account-order`). */
export type RouteName = (typeof TABLE)[number]['name'];

const PARAM = /\{([A-Za-z]+)([?*]?)\}(\/?)/g;
const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** The regular expression source of a pattern (without anchors); parameters become named groups. */
export function patternSource(definition: Pick<RouteDefinition, 'pattern' | 'constraints'>): string {
  let source = '';
  let last = 0;
  for (const match of definition.pattern.matchAll(PARAM)) {
    const [whole, name = '', modifier, slash] = match;
    source += escapeRegExp(definition.pattern.slice(last, match.index));
    const value = definition.constraints?.[name] ?? (modifier === '*' ? '[^/]+(?:/[^/]+)*' : '[^/]+?');
    const group = `(?<${name}>${value})`;
    source += modifier === '?' ? `(?:${group}${slash})?` : `${group}${slash}`;
    last = (match.index ?? 0) + whole.length;
  }
  return source + escapeRegExp(definition.pattern.slice(last));
}

const compiled = new Map<string, RegExp>();
function regexOf(definition: RouteDefinition): RegExp {
  let regex = compiled.get(definition.name);
  if (!regex) {
    regex = new RegExp(`^${patternSource(definition)}$`);
    compiled.set(definition.name, regex);
  }
  return regex;
}

/** The route of a path and its parameters (decoded), or null; the first matching row wins. */
export function matchRoute(
  pathname: string,
  routes: readonly RouteDefinition[] = ROUTES,
): { route: RouteDefinition; params: Record<string, string> } | null {
  for (const definition of routes) {
    const match = regexOf(definition).exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.groups ?? {})) {
      if (value === undefined) continue;
      try {
        params[key] = decodeURIComponent(value);
      } catch {
        params[key] = value;
      }
    }
    return { route: definition, params };
  }
  return null;
}

/** The row of a route name; throws on a name the table does not hold (a typo is a bug). */
export function routeNamed(name: string): RouteDefinition {
  const found = ROUTES.find((definition) => definition.name === name);
  if (!found) throw new Error(`Route inconnue : « ${name} »`);
  return found;
}

/** The URL of a route with its parameters, e.g. `routePath('checkout', { order: 'abc' })`. */
export function routePath(name: string, params: Readonly<Record<string, string>> = {}): string {
  return routeNamed(name).pattern.replace(PARAM, (_whole, key: string, modifier: string, slash: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (modifier === '?') return '';
      throw new Error(`Paramètre « ${key} » manquant pour la route « ${name} »`);
    }
    const encoded = modifier === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
    return `${encoded}${slash}`;
  });
}

/** The parameter tokens of a pattern: `'/produits/{product}/{format?}/'` → `'product' | 'format?'`. */
type ParamTokens<P extends string> = P extends `${string}{${infer Token}}${infer Rest}`
  ? Token | ParamTokens<Rest>
  : never;
type RequiredParam<T extends string> = T extends `${string}?` ? never : T extends `${infer Name}*` ? Name : T;
type OptionalParam<T extends string> = T extends `${infer Name}?` ? Name : never;
/** The parameters of a pattern: `{ product: string; format?: string }` for the product's. */
export type RouteParams<P extends string> = { readonly [K in RequiredParam<ParamTokens<P>>]: string } & {
  readonly [K in OptionalParam<ParamTokens<P>>]?: string | undefined;
};
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type Row = (typeof TABLE)[number];
/**
 * One function a route, named after it in camelCase, taking its pattern's parameters (none for a
 * route without any): `href.product({ product: 'croquettes-chien', format: '12-kg' })`.
 */
export type Href = {
  readonly [R in Row as CamelCase<R['name']>]: [ParamTokens<R['pattern']>] extends [never]
    ? () => string
    : (params: RouteParams<R['pattern']>) => string;
};

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());

/**
 * The one way to make a link to a page of the shop: the route table's pattern with its parameters
 * (encoded), typed from the pattern. The path is the default language's; a page in another language
 * prefixes it (the site's `localHref`, ADR 0019).
 */
export const href: Href = Object.fromEntries(
  ROUTES.map((definition) => [
    camelCase(definition.name),
    (params: Readonly<Record<string, string | undefined>> = {}) =>
      routePath(
        definition.name,
        Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      ),
  ]),
) as unknown as Href;

/**
 * Shells (ARCHITECTURE "personal pages as shells"): for a path of a `shell` route, or its
 * client-navigation data (`index.pageContext.json`), the prerendered file that serves it — the
 * route's pattern with `_` for each parameter (`/commande/_/confirmation/`).
 */
/** Whether a page may be framed by the shop's own pages (the route table's `frameable` rows). */
export function isFrameablePath(pathname: string): boolean {
  return matchRoute(pathname)?.route.frameable === true;
}

export function shellFileFor(pathname: string): string | null {
  const data = pathname.endsWith('/index.pageContext.json');
  const page = data ? pathname.slice(0, -'index.pageContext.json'.length) : pathname;
  const found = matchRoute(page);
  if (found?.route.render !== 'shell') return null;
  const file = found.route.pattern.replace(PARAM, (_whole, _key, _modifier, slash: string) => `_${slash}`);
  return data ? `${file}index.pageContext.json` : file;
}

/**
 * The maintenance guard (SPEC §2 "when a route name starts with a configured maintenance-listed
 * prefix, the visitor goes to the maintenance page"): the patterns of the rows a list of prefixes
 * names (read at build, so a page carries only those), and the prefixes that name no row (a typo).
 */
export function maintenanceRoutes(prefixes: readonly string[]): { patterns: string[]; unknown: string[] } {
  const listed = prefixes.map((prefix) => prefix.trim()).filter(Boolean);
  const names = ROUTES.map((definition) => localizedRouteName(definition.name));
  return {
    patterns: ROUTES.filter((definition) => isUnderMaintenance(localizedRouteName(definition.name), listed)).map(
      (definition) => patternSource(definition),
    ),
    unknown: listed.filter((prefix) => !names.some((name) => name.startsWith(prefix))),
  };
}

/**
 * The path prefixes kept from search engines (SPEC §2 "account, cart, checkout, login, search,
 * guides and subscription-guide paths"): the first segment of every non-indexable route, unless an
 * indexable route shares it.
 */
export function noindexPathPrefixes(routes: readonly RouteDefinition[] = ROUTES): string[] {
  const first = (definition: RouteDefinition) => /^\/[^/{]+\//.exec(definition.pattern)?.[0];
  const open = new Set(routes.filter((r) => r.indexable).map(first));
  const prefixes: string[] = [];
  for (const definition of routes) {
    const prefix = first(definition);
    if (definition.indexable || !prefix || open.has(prefix) || prefixes.includes(prefix)) continue;
    prefixes.push(prefix);
  }
  return prefixes;
}
