// The URL pattern of every route (SPEC §2), by route name: the route table (routes.ts) takes its
// patterns from here, and `href` makes links from these alone, so that a page which only links to
// others does not ship the whole table (its screens, guards and layouts).
// Patterns are written as SPEC §2 writes them: `{param}` one path segment, `{param?}/` an optional
// one, `{param*}` one or more segments.

export const ROUTE_PATTERNS = {
  home: '/',
  'content-page': '/page/{page}/',
  search: '/rechercher/',
  contact: '/nous-contacter/',
  landing: '/landing/{landing}/',
  shops: '/magasins/',
  shop: '/magasins/{shop}/',
  maintenance: '/maintenance/',
  faq: '/faq/{faqQuery?}/',
  'account-welcome': '/mon-compte/bienvenue/',
  'account-addresses': '/mon-compte/mes-adresses/',
  'account-personal-data': '/mon-compte/mes-informations-personnelles/',
  'account-pets-add': '/mon-compte/mes-animaux/ajouter/',
  'account-pet-edit': '/mon-compte/mes-animaux/{animal}/modifier/',
  'account-pet': '/mon-compte/mes-animaux/{animal}/',
  'account-pets': '/mon-compte/mes-animaux/',
  'account-sponsorships': '/mon-compte/mes-parrainages/',
  'account-order-withdrawal': '/mon-compte/mes-commandes/{order}/retractation/',
  'account-order': '/mon-compte/mes-commandes/{order}/',
  'account-orders': '/mon-compte/mes-commandes/',
  'account-subscription-history-order': '/mon-compte/mes-abonnements/{subscription}/historique/{order}/',
  'account-subscription-history': '/mon-compte/mes-abonnements/{subscription}/historique/',
  'account-subscription': '/mon-compte/mes-abonnements/{subscription}/',
  'account-subscriptions': '/mon-compte/mes-abonnements/',
  account: '/mon-compte/',
  'account-login': '/connexion/',
  'forgot-password': '/mot-de-passe-oublie/{forgotPassword}/',
  cart: '/panier/',
  'checkout-confirmation': '/commande/{order}/confirmation/',
  checkout: '/commande/{order}/',
  sample: '/produits/echantillons/{sample}/',
  product: '/produits/{product}/{format?}/',
  'guide-new': '/guide-croquettes/nouveau/',
  'guide-results': '/guide-croquettes/{animal}/recommandations/',
  guide: '/guide-croquettes/{animal}/',
  'guide-entrance': '/guide-croquettes/',
  'bi-nutrition-entrance-full': '/userGuide/guide-nutrition-full/',
  'bi-nutrition-entrance-short': '/userGuide/guide-nutrition-short/',
  'bi-nutrition-results': '/guide-bi-nutrition/{animal}/recommandations/',
  'bi-nutrition': '/guide-bi-nutrition/{animal}/',
  'mini-bi-nutrition-results': '/mini-guide-bi-nutrition/{animal}/recommandations/',
  'mini-bi-nutrition': '/mini-guide-bi-nutrition/{animal}/',
  'ration-calculator': '/calculateur-de-ration/',
  'web-view-demo': '/webView/demo/',
  'web-view-payment-change': '/web-view/{subscription}-changement-de-paiement/',
  category: '/{category*}/',
} as const;

/** A route's name, as the table spells it (`account-order`). */
export type RouteName = keyof typeof ROUTE_PATTERNS;

const PARAM = /\{([A-Za-z]+)([?*]?)\}(\/?)/g;

/**
 * A pattern with its parameters (encoded; a `*` parameter segment by segment); an optional one not
 * given is left out. Throws on a required parameter missing, naming the route.
 */
export function fillPattern(
  name: string,
  pattern: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  return pattern.replace(PARAM, (_whole, key: string, modifier: string, slash: string) => {
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
/**
 * One function a route, named after it in camelCase, taking its pattern's parameters (none for a
 * route without any): `href.product({ product: 'croquettes-chien', format: '12-kg' })`.
 */
export type Href = {
  readonly [N in RouteName as CamelCase<N>]: [ParamTokens<(typeof ROUTE_PATTERNS)[N]>] extends [never]
    ? () => string
    : (params: RouteParams<(typeof ROUTE_PATTERNS)[N]>) => string;
};

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());

/**
 * The one way to make a link to a page of the shop: the route's pattern with its parameters
 * (encoded), typed from the pattern. The path is the default language's; a page in another language
 * prefixes it (the site's `localHref`, ADR 0019).
 */
export const href: Href = /* @__PURE__ */ Object.fromEntries(
  Object.entries(ROUTE_PATTERNS).map(([name, pattern]) => [
    camelCase(name),
    (params: Readonly<Record<string, string | undefined>> = {}) => fillPattern(name, pattern, params),
  ]),
) as unknown as Href;
