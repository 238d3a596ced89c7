import { fillPattern, ROUTE_PATTERNS } from './route-patterns.js';
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

const route = (definition: RouteDefinition): RouteDefinition => definition;
const personal = { indexable: false } as const;

/** Ordered: the first row whose pattern matches a path is its route (specific rows first). */
export const ROUTES: readonly RouteDefinition[] = [
  route({
    name: 'home',
    page: 'index',
    pattern: ROUTE_PATTERNS.home,
    screen: 'home',
    layout: 'default',
    guards: ['customer-get-return-user'],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'content-page',
    page: 'page/@page',
    pattern: ROUTE_PATTERNS['content-page'],
    screen: 'content page',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'search',
    page: 'rechercher',
    pattern: ROUTE_PATTERNS.search,
    screen: 'search',
    layout: 'default',
    guards: [],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'contact',
    page: 'nous-contacter',
    pattern: ROUTE_PATTERNS.contact,
    screen: 'contact',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'landing',
    page: 'landing/@landing',
    pattern: ROUTE_PATTERNS.landing,
    screen: 'landing page, no layout',
    layout: 'none',
    guards: [],
    // A campaign's target, reached from its ad or e-mail and linked from no page: kept from search
    // engines, where it would stand in for the catalogue's own pages with a passing offer.
    indexable: false,
    render: 'prerendered',
  }),
  route({
    name: 'shops',
    page: 'magasins/index',
    pattern: ROUTE_PATTERNS.shops,
    screen: 'shop list',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'shop',
    page: 'magasins/@shop',
    pattern: ROUTE_PATTERNS.shop,
    screen: 'one shop',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'maintenance',
    page: 'maintenance',
    pattern: ROUTE_PATTERNS.maintenance,
    screen: 'maintenance page',
    layout: 'default',
    guards: [],
    // Where a part of the shop under maintenance sends its visitors: nothing a search should list.
    indexable: false,
    render: 'prerendered',
  }),
  route({
    name: 'faq',
    page: 'faq',
    pattern: ROUTE_PATTERNS.faq,
    screen: 'FAQ, optional query',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'account-welcome',
    page: 'mon-compte/bienvenue',
    pattern: ROUTE_PATTERNS['account-welcome'],
    screen: 'account welcome',
    layout: 'default',
    guards: ['anonymous-get-homepage'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-addresses',
    page: 'mon-compte/mes-adresses',
    pattern: ROUTE_PATTERNS['account-addresses'],
    screen: 'addresses',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-personal-data',
    page: 'mon-compte/mes-informations-personnelles',
    pattern: ROUTE_PATTERNS['account-personal-data'],
    screen: 'personal data',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-pets-add',
    page: 'mon-compte/mes-animaux/ajouter',
    pattern: ROUTE_PATTERNS['account-pets-add'],
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
    pattern: ROUTE_PATTERNS['account-pet-edit'],
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
    pattern: ROUTE_PATTERNS['account-pet'],
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
    pattern: ROUTE_PATTERNS['account-pets'],
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
    pattern: ROUTE_PATTERNS['account-sponsorships'],
    screen: 'sponsorships',
    layout: 'default',
    guards: ['is-authenticated', 'mention-me-feature-guard'],
    feature: 'mention-me',
    ...personal,
    render: 'prerendered',
  }),
  route({
    // The withdrawal function's confirmation step (directive 2011/83/EU art. 11a, ADR 0028): the
    // order's « Se rétracter du contrat ici » leads here (SPEC §2 gives it no path).
    name: 'account-order-withdrawal',
    page: 'mon-compte/mes-commandes/@order/retractation',
    pattern: ROUTE_PATTERNS['account-order-withdrawal'],
    screen: 'order withdrawal confirmation',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'account-order',
    page: 'mon-compte/mes-commandes/@order/index',
    pattern: ROUTE_PATTERNS['account-order'],
    screen: 'order detail',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'account-orders',
    page: 'mon-compte/mes-commandes/index',
    pattern: ROUTE_PATTERNS['account-orders'],
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
    pattern: ROUTE_PATTERNS['account-subscription-history-order'],
    screen: 'order within history',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'account-subscription-history',
    page: 'mon-compte/mes-abonnements/@subscription/historique/index',
    pattern: ROUTE_PATTERNS['account-subscription-history'],
    screen: 'subscription history',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'account-subscription',
    page: 'mon-compte/mes-abonnements/@subscription/index',
    pattern: ROUTE_PATTERNS['account-subscription'],
    screen: 'subscription detail',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'account-subscriptions',
    page: 'mon-compte/mes-abonnements/index',
    pattern: ROUTE_PATTERNS['account-subscriptions'],
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
    pattern: ROUTE_PATTERNS.account,
    screen: 'account menu',
    layout: 'default',
    guards: ['is-authenticated'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'account-login',
    page: 'connexion',
    pattern: ROUTE_PATTERNS['account-login'],
    screen: 'login, minimal layout',
    layout: 'minimal',
    guards: ['is-anonymous'],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'forgot-password',
    page: 'mot-de-passe-oublie/@forgotPassword',
    pattern: ROUTE_PATTERNS['forgot-password'],
    screen: 'password reset',
    layout: 'minimal',
    guards: ['is-anonymous'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'cart',
    page: 'panier',
    pattern: ROUTE_PATTERNS.cart,
    screen: 'cart',
    layout: 'default',
    guards: [],
    ...personal,
    render: 'prerendered',
  }),
  route({
    name: 'checkout-confirmation',
    page: 'commande/@order',
    pattern: ROUTE_PATTERNS['checkout-confirmation'],
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
    pattern: ROUTE_PATTERNS.checkout,
    screen: 'checkout funnel, minimal layout',
    layout: 'minimal',
    guards: ['is-authenticated'],
    ...personal,
    render: 'shell',
  }),
  route({
    name: 'sample',
    page: 'produits/echantillons/@sample',
    pattern: ROUTE_PATTERNS.sample,
    screen: 'sample product',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'product',
    page: 'produits/@product',
    pattern: ROUTE_PATTERNS.product,
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
    pattern: ROUTE_PATTERNS['guide-new'],
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
    pattern: ROUTE_PATTERNS['guide-results'],
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
    pattern: ROUTE_PATTERNS.guide,
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
    pattern: ROUTE_PATTERNS['guide-entrance'],
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
    pattern: ROUTE_PATTERNS['bi-nutrition-entrance-full'],
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
    pattern: ROUTE_PATTERNS['bi-nutrition-entrance-short'],
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
    pattern: ROUTE_PATTERNS['bi-nutrition-results'],
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
    pattern: ROUTE_PATTERNS['bi-nutrition'],
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
    pattern: ROUTE_PATTERNS['mini-bi-nutrition-results'],
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
    pattern: ROUTE_PATTERNS['mini-bi-nutrition'],
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
    pattern: ROUTE_PATTERNS['ration-calculator'],
    screen: 'dog ration and delivery-frequency calculators',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
  }),
  route({
    name: 'web-view-demo',
    page: 'webView/demo',
    pattern: ROUTE_PATTERNS['web-view-demo'],
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
    pattern: ROUTE_PATTERNS['web-view-payment-change'],
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
    pattern: ROUTE_PATTERNS.category,
    screen: 'catch-all category page',
    layout: 'default',
    guards: [],
    indexable: true,
    render: 'prerendered',
    constraints: { category: '(?:chien|chat)(?:/[a-z0-9-]+)*' },
  }),
];

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
  return fillPattern(name, routeNamed(name).pattern, params);
}

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
