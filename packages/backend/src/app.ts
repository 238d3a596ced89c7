import { randomBytes } from 'node:crypto';
import { DEFAULT_MAX_RECIPES, isFrameablePath, MESSAGES_FR } from '@gamelle/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { type CaptchaSettings, captchaSettingsFromEnv, createCaptcha } from './auth/captcha.js';
import { createThrottle } from './auth/throttle.js';
import { type TokenKeys, tokenKeysFromEnv } from './auth/tokens.js';
import { featureGuardTarget } from './content/features.js';
import type { Database } from './db/open.js';
import { noStoreByDefault } from './http/cache.js';
import { inlineHashes } from './http/csp.js';
import { PERMISSIONS_POLICY } from './http/permissions-policy.js';
import { hydraError, NUL_REFUSED, refuseNulInUrl } from './http/problems.js';
import { productPaths } from './http/product-paths.js';
import { redactPath } from './http/redact.js';
import { redirectLookup } from './http/redirects.js';
import { mountSite } from './http/site.js';
import { TAG_MANAGER_CSP, tagManagerIdFromEnv } from './http/tag-manager.js';
import { logError, sqlState } from './log.js';
import { databaseOutbox, type Outbox } from './mail/outbox.js';
import { addressRoutes } from './routes/addresses.js';
import { backOfficeRoutes, backOfficeTokenFromEnv } from './routes/back-office.js';
import { biNutritionContentRoutes, biNutritionRequestRoutes } from './routes/bi-nutrition.js';
import { captchaRoutes } from './routes/captcha.js';
import { checkoutRoutes } from './routes/checkout/index.js';
import { cmsRoutes } from './routes/cms.js';
import { contactRoutes } from './routes/contact.js';
import { customerRightsRoutes } from './routes/customer-rights.js';
import { customerRoutes } from './routes/customers.js';
import { type ImageKeys, imageRoutes } from './routes/images.js';
import { newsletterRoutes } from './routes/newsletter.js';
import { petRoutes } from './routes/pets.js';
import { DEFAULT_SEARCH_KEYS, type SearchKeys, searchRoutes } from './routes/search.js';
import { shopOrdersRoutes } from './routes/shop-orders.js';
import { sponsorshipRoutes } from './routes/sponsorships.js';
import { subscriptionCrossSellRoutes } from './routes/subscription-cross-sells.js';
import { subscriptionRoutes } from './routes/subscriptions.js';
import { type TrackingEvent, trackingRoutes } from './routes/tracking.js';
import { simulatorsFromEnv } from './simulators/config.js';
import { identityRoutes } from './simulators/identity.js';
import { gatewayRoutes } from './simulators/payments.js';

export interface AppOptions {
  db: Database;
  /** Folder of the prerendered site (`site/dist/client`); without it only the services are served. */
  staticDir?: string;
  /** The clock, injected so date rules are testable. */
  now?: () => Date;
  /** Application id and public key of the search service. */
  searchKeys?: SearchKeys;
  /** Keys of the image host; the private key signs uploads and never leaves the server. */
  imageKeys?: ImageKeys;
  /** Tracking events accepted (all of SPEC §7 by default). */
  enabledEvents?: readonly TrackingEvent[];
  /** Secret of the access tokens (JWT_SECRET, drawn at start otherwise). */
  tokenKeys?: TokenKeys;
  /** Where e-mails are handed: the database's outbox by default (ADR 0026), a list in tests. */
  outbox?: Outbox;
  /** Simulated identity provider, card gateway and PayPal reachable (SIMULATORS). */
  simulators?: boolean;
  /** Absolute origin of the links in e-mails (SITE_ORIGIN); never read from a request's Host. */
  siteOrigin?: string;
  /** Secret of the back office (BACKOFFICE_TOKEN); null, the back office does not exist. */
  backOfficeToken?: string | null;
  /** Most wet recipes in a cat's bi-nutrition menu (SPEC §3 "maximum configurable"; BI_NUTRITION_MAX_RECIPES). */
  biNutritionMaxRecipes?: number;
  /** The optional tag manager's id (TAG_MANAGER_ID, `GTM-…` or `G-…`); null, there is none. */
  tagManagerId?: string | null;
  /**
   * The proof-of-work captcha's difficulty and secrets (ADR 0027): CAPTCHA_DIFFICULTY and secrets
   * derived from `tokenKeys` by default.
   */
  captcha?: CaptchaSettings;
}

/** BI_NUTRITION_MAX_RECIPES, a whole number from 1 to 10, else the domain's default. */
export function biNutritionMaxRecipesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.BI_NUTRITION_MAX_RECIPES);
  return Number.isInteger(value) && value >= 1 && value <= 10 ? value : DEFAULT_MAX_RECIPES;
}

/** SITE_ORIGIN without its trailing slash, else the fallback (the server's own URL when it runs). */
export function siteOriginFromEnv(fallback = 'https://gamelle.example', env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_ORIGIN?.trim() || fallback).replace(/\/+$/, '');
}

/** Image keys from the environment; without IMAGES_PRIVATE_KEY, one is drawn for this process. */
export function imageKeysFromEnv(env: NodeJS.ProcessEnv = process.env): ImageKeys {
  return {
    publicKey: env.IMAGES_PUBLIC_KEY ?? 'gamelle-images-publique',
    privateKey: env.IMAGES_PRIVATE_KEY ?? randomBytes(32).toString('hex'),
  };
}

const SERVICE_MOUNTS = ['/api', '/cms', '/search', '/tracking', '/images'] as const;

/** SQLSTATE of text PostgreSQL cannot store: a NUL byte in text (22021) or `\u0000` in jsonb (22P05). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * The outbox of the run-time contract (ADR 0026): each mail a row of `mail_outbox`, delivered by the
 * mail worker `startServer` runs (SMTP_URL, else `.eml` files under OUTBOX_DIR or DATA_DIR/outbox).
 */
export function defaultOutbox(db: Database, now?: () => Date): Outbox {
  return databaseOutbox(db, now);
}

/** The whole shop on one origin: every backend service, then the prerendered site. */
/** This process, for `/api/v2/health`: a random name and the time it started. */
const INSTANCE = randomBytes(6).toString('hex');
const STARTED_AT = new Date().toISOString();

export function createApp({
  db,
  staticDir,
  now = () => new Date(),
  searchKeys = DEFAULT_SEARCH_KEYS,
  imageKeys = imageKeysFromEnv(),
  enabledEvents,
  tokenKeys = tokenKeysFromEnv(),
  outbox = defaultOutbox(db, now),
  simulators = simulatorsFromEnv(),
  siteOrigin = siteOriginFromEnv(),
  backOfficeToken = backOfficeTokenFromEnv(),
  biNutritionMaxRecipes = biNutritionMaxRecipesFromEnv(),
  tagManagerId = tagManagerIdFromEnv(),
  captcha: captchaSettings = captchaSettingsFromEnv(tokenKeys),
}: AppOptions): Hono {
  const throttle = createThrottle(db, now);
  const captcha = createCaptcha({ db, now, settings: captchaSettings });
  const app = new Hono();
  const styleHashes = inlineHashes(staticDir, 'style');
  const scriptHashes = inlineHashes(staticDir, 'script');

  // SPEC §2 embedded view: the web view's page may be framed by the shop's own pages (a mobile
  // app's web view, and `/webView/demo/` that shows one); every other answer refuses any frame.
  // Registered before secureHeaders, so it amends the headers that one has just set.
  app.use('*', async (c, next) => {
    await next();
    if (!isFrameablePath(c.req.path)) return;
    const csp = c.res.headers.get('Content-Security-Policy');
    if (csp)
      c.res.headers.set('Content-Security-Policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The script that asks for a page's code after its first paint is inlined; only its hash is allowed.
        // The tag manager's hosts only when one is configured (SPEC §5, ADR 0018).
        scriptSrc: ["'self'", () => scriptHashes(), ...(tagManagerId ? TAG_MANAGER_CSP.scriptSrc : [])],
        // The site's one stylesheet is inlined in each page; only its exact hash is allowed.
        styleSrc: ["'self'", () => styleHashes()],
        imgSrc: ["'self'", 'data:', ...(tagManagerId ? TAG_MANAGER_CSP.imgSrc : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(tagManagerId ? TAG_MANAGER_CSP.connectSrc : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: 'max-age=63072000; includeSubDomains',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      // The features the shop uses to its own pages, every other powerful one refused.
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );
  // A NUL byte in a path or a query never reaches a route (nor PostgreSQL).
  const isService = (path: string) => SERVICE_MOUNTS.some((mount) => path === mount || path.startsWith(`${mount}/`));
  app.use('*', refuseNulInUrl(isService));

  const services = new Hono();
  // Shop answers (customers, carts, orders, tokens) are never cached.
  for (const path of ['/api/*', '/images/auth', '/tracking', '/tracking/*']) services.use(path, noStoreByDefault);
  // JSON bodies are small; the image upload sets its own limit.
  const maxJsonBody = 64 * 1024;
  const tooLarge = () => {
    throw hydraError(413, 'Corps de requête trop volumineux (64 Ko au plus).');
  };
  const limitBody = bodyLimit({ maxSize: maxJsonBody, onError: tooLarge });
  // A GET or HEAD has no body to limit. A body with a `Content-Length` is judged on that header, as
  // `bodyLimit` judges it (Node's parser reads exactly that many bytes), but without asking for the
  // body's stream: that would build the request's web `Request` and `AbortSignal`, a tenth of a
  // cart read's CPU and a twentieth of an add's; the body is then read straight
  // from Node's request. A chunked body goes through `bodyLimit`, which counts what arrives.
  const jsonLimit: MiddlewareHandler = (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitBody(c, next);
    return Number(length) > maxJsonBody ? tooLarge() : next();
  };
  // The contact form carries a file and sets its own limit.
  services.use('/api/*', (c, next) =>
    c.req.path.startsWith('/api/v2/shop/contact-requests') ? next() : jsonLimit(c, next),
  );
  services.use('/cms/*', jsonLimit);
  // Liveness, for a load balancer or a CDN's origin check: this process answers, and which one it is
  // (drawn at its start: an instance replaced without a gap answers with another).
  services.get('/api/v2/health', (c) => c.json({ status: 'ok', instance: INSTANCE, startedAt: STARTED_AT }));
  services.route('/api/v2/shop', checkoutRoutes({ db, now, keys: tokenKeys, outbox, simulators, siteOrigin }));
  services.route('/api/v2/shop/orders', shopOrdersRoutes({ db, now, keys: tokenKeys }));
  services.route('/api/v2/payment-gateway', gatewayRoutes({ db, now, keys: tokenKeys, throttle, enabled: simulators }));
  services.route('/api/v2/shop/subscriptions', subscriptionCrossSellRoutes({ db, now, keys: tokenKeys }));
  services.route(
    '/api/v2/shop/subscriptions',
    subscriptionRoutes({ db, now, keys: tokenKeys, outbox, throttle, siteOrigin, simulators }),
  );
  services.route('/api/v2/shop/addresses', addressRoutes({ db, now, keys: tokenKeys }));
  services.route('/api/v2/shop/animals', petRoutes({ db, now, keys: tokenKeys }));
  services.route(
    '/api/v2/shop/bi-nutrition-requests',
    biNutritionRequestRoutes({ db, now, keys: tokenKeys, throttle, outbox, maxRecipes: biNutritionMaxRecipes }),
  );
  services.route('/api/v2/shop/captcha', captchaRoutes({ captcha, throttle }));
  services.route(
    '/api/v2/shop',
    customerRoutes({ db, now, keys: tokenKeys, outbox, throttle, captcha, siteOrigin, simulators }),
  );
  services.route('/api/v2/shop', customerRightsRoutes({ db, now, keys: tokenKeys, throttle }));
  services.route(
    '/api/v2/identity',
    identityRoutes({ db, now, keys: tokenKeys, outbox, throttle, enabled: simulators }),
  );
  if (backOfficeToken) {
    services.route(
      '/api/v2/admin',
      backOfficeRoutes({ db, now, token: backOfficeToken, throttle, outbox, siteOrigin }),
    );
  }
  services.route('/api/v2/shop/contact-requests', contactRoutes({ db, now, throttle }));
  services.route('/api/v2/shop', sponsorshipRoutes({ db, now, keys: tokenKeys, siteOrigin }));
  services.route('/api/v2/shop/newsletter-subscriptions', newsletterRoutes({ db, now, throttle, outbox, siteOrigin }));
  services.route('/cms/b2c-bi-nutrition', biNutritionContentRoutes({ db, maxRecipes: biNutritionMaxRecipes }));
  services.route('/cms', cmsRoutes({ db }));
  services.route('/search', searchRoutes({ db, keys: searchKeys }));
  services.route(
    '/tracking',
    trackingRoutes({ db, now, enabledEvents, statsToken: backOfficeToken, throttle, tagManagerId }),
  );
  services.route('/images', imageRoutes({ db, now, keys: imageKeys, tokenKeys, throttle }));
  for (const mount of SERVICE_MOUNTS) {
    services.all(`${mount}/*`, () => {
      throw hydraError(404, MESSAGES_FR.resourceNotFound);
    });
  }
  app.route('/', services);

  if (staticDir) {
    const products = productPaths(db);
    mountSite(app, staticDir, {
      redirect: redirectLookup(db),
      productPath: (path) => products.resolve(path),
      featureGuard: (path) => featureGuardTarget(db, path),
    });
  }

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    // An id in the path beyond PostgreSQL's integers (`/addresses/99999999999999999999`): no such
    // resource, as for any id nobody has — not a failure of ours to log.
    // (From 10^21 on, the id reaches the query in exponent notation: 22P02 rather than 22003.)
    if (['22003', '22P02'].includes(sqlState(error) ?? '') && /\/\d{10,}(?:\/|$)/.test(new URL(c.req.url).pathname)) {
      return hydraError(404, MESSAGES_FR.resourceNotFound).getResponse();
    }
    // Never the message (a failed query quotes its parameters), the query, the body or the headers;
    // tokens in the path are redacted.
    logError(`Erreur sur ${c.req.method} ${redactPath(new URL(c.req.url).pathname)}`, error);
    // Text PostgreSQL cannot store (a NUL byte some check missed) is the request's fault, not ours.
    if (UNSTORABLE_TEXT.has(sqlState(error) ?? '')) return hydraError(400, NUL_REFUSED).getResponse();
    return hydraError(500, MESSAGES_FR.genericError).getResponse();
  });

  return app;
}
