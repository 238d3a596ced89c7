import { createHash, timingSafeEqual } from 'node:crypto';
import { calendarDaySchema, FEATURES, type Feature } from '@gamelle/domain';
import { desc, eq, or, sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { clientAddress, LIMITS, type Throttle, tooMany } from '../auth/throttle.js';
import { switchFeatures } from '../content/features.js';
import type { Database } from '../db/open.js';
import { orders, orderWithdrawals, subscriptions } from '../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../http/problems.js';
import { readInt } from '../http/query.js';
import { logError } from '../log.js';
import { languageOf } from '../mail/language.js';
import { orderShippedMail } from '../mail/order-mails.js';
import type { Outbox } from '../mail/outbox.js';
import { FulfilmentError, recordPayment, shipOrder } from '../orders/fulfilment.js';
import { orderWithParts, partsOf, viewOf } from '../orders/store.js';
import { StartupError } from '../startup-error.js';
import { backOfficeProductRoutes } from './back-office-products.js';
import { tellSponsor } from './sponsorships.js';

/** A back-office token shorter than this is refused at start: it must be drawn, not chosen. */
export const BACKOFFICE_TOKEN_MIN_LENGTH = 32;

/**
 * BACKOFFICE_TOKEN: the secret of the warehouse's calls. Unset, the back office does
 * not exist (its paths answer 404 like any unknown one); set, it must hold at least 32 characters
 * (`openssl rand -hex 32`).
 */
export function backOfficeTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const token = env.BACKOFFICE_TOKEN?.trim();
  if (!token) return null;
  if (token.length < BACKOFFICE_TOKEN_MIN_LENGTH) {
    throw new StartupError(
      `BACKOFFICE_TOKEN trop court (${token.length} caractères) : il en faut au moins ${BACKOFFICE_TOKEN_MIN_LENGTH}, tirés au hasard (openssl rand -hex 32).`,
    );
  }
  return token;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `Authorization: Bearer <BACKOFFICE_TOKEN>` required; compared in constant time. Wrong tokens are
 * counted per address and answered 429 past the limit (a drawn token cannot be guessed anyway).
 */
export function requireBackOffice(token: string, throttle: Throttle): MiddlewareHandler {
  const expected = digest(token);
  return async (c, next) => {
    const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (given && timingSafeEqual(digest(given), expected)) return next();
    const hit = await throttle.hit(LIMITS.backOffice, clientAddress(c));
    if (!hit.allowed) throw tooMany(c, LIMITS.backOffice.message, hit.retryAfter);
    const error = hydraError(401, 'Jeton du back-office manquant ou invalide.');
    error.res?.headers.set('WWW-Authenticate', 'Bearer realm="back-office"');
    throw error;
  };
}

const shipBodySchema = z
  .object({
    trackingNumber: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(64, 'too_long')
      .regex(/^[A-Za-z0-9-]+$/, 'invalid'),
    carrier: z.string().trim().min(1, 'required').max(64, 'too_long').nullable().optional(),
    shippedAt: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
  })
  .strict();

const scheduleBodySchema = z.object({ nextShippingDate: calendarDaySchema }).strict();

const paymentBodySchema = z
  .object({ receivedAt: z.iso.datetime({ offset: true, error: 'invalid' }).optional() })
  .strict();

/** The French answer of a refused fulfilment step. */
function refusal(error: unknown): never {
  if (error instanceof FulfilmentError) {
    if (error.status === 422 && error.propertyPath) {
      throw violationError([{ propertyPath: error.propertyPath, code: 'invalid', message: error.message }]);
    }
    throw hydraError(error.status, error.message);
  }
  throw error;
}

/** A date of the body, never in the future (five minutes of clock drift allowed). */
function pastDate(value: string | undefined, now: Date, propertyPath: string): Date {
  if (value === undefined) return now;
  const at = new Date(value);
  if (at.getTime() > now.getTime() + 5 * 60_000) {
    throw violationError([
      { propertyPath, code: 'date_too_late', message: 'Cette date ne peut pas être dans le futur.' },
    ]);
  }
  return at;
}

/** A withdrawal as the back office reads it: the order it concerns and what the customer declared. */
function withdrawalOf(withdrawal: typeof orderWithdrawals.$inferSelect, order: typeof orders.$inferSelect) {
  return {
    '@type': 'OrderWithdrawal',
    order: order.number,
    orderTotal: order.total,
    paymentState: order.paymentState,
    shippingState: order.shippingState,
    receivedAt: withdrawal.receivedAt.toISOString(),
    name: withdrawal.name,
    email: withdrawal.email,
    statement: withdrawal.statement,
    language: withdrawal.language,
  };
}

/** The features to turn off (SPEC §6); every other one runs. */
const featuresBodySchema = z
  .object({ off: z.array(z.enum(FEATURES as unknown as [Feature, ...Feature[]], { error: 'invalid' })) })
  .strict();

/**
 * The back office: what the warehouse and the accounts department tell the shop, for
 * tests and the demo — a payment received, an order shipped. Mounted under `/api/v2/admin` only
 * when BACKOFFICE_TOKEN is set; every call needs it as a bearer token.
 */
export function backOfficeRoutes({
  db,
  now,
  token,
  throttle,
  outbox,
  siteOrigin,
}: {
  db: Database;
  now: () => Date;
  token: string;
  throttle: Throttle;
  outbox: Outbox;
  siteOrigin: string;
}) {
  const app = new Hono();
  app.use('*', requireBackOffice(token, throttle));
  const reference = (c: Context) => decodeURIComponent(c.req.param('order') ?? '');

  // A cheque cashed or a transfer credited: the order is paid and may ship.
  app.post('/orders/:order/payment', async (c) => {
    const body = await readBody(c, paymentBodySchema);
    const at = pastDate(body.receivedAt, now(), 'receivedAt');
    const { parts, sponsor } = await recordPayment(db, reference(c), at).catch(refusal);
    if (sponsor) await tellSponsor(outbox, sponsor);
    return jsonLd(c, viewOf(parts));
  });

  // The parcel left: tracking number, carrier and date; the invoice is numbered now.
  app.post('/orders/:order/shipment', async (c) => {
    const body = await readBody(c, shipBodySchema);
    const at = pastDate(body.shippedAt, now(), 'shippedAt');
    const parts = await shipOrder(db, reference(c), {
      trackingNumber: body.trackingNumber,
      carrier: body.carrier ?? null,
      at,
    }).catch(refusal);
    const view = viewOf(parts);
    const shipment = view.shipments[0];
    if (parts.row.email) {
      // In the order's language (ADR 0019), as its confirmation was.
      await outbox
        .send(
          orderShippedMail(
            languageOf(parts.row.localeCode),
            parts.row.email,
            {
              number: view.number ?? parts.row.tokenValue,
              totalCents: view.total,
              carrier: parts.shipment?.methodCode ?? null,
              trackingNumber: body.trackingNumber,
              trackingUrl: shipment?.trackingUrl ?? null,
            },
            siteOrigin,
          ),
        )
        .catch((error: unknown) => logError(`Avis d’expédition de la commande ${view.number} non envoyé`, error));
    }
    return jsonLd(c, view);
  });

  // One order as the accounts see it, by its number or token: the customer's view, whose it is, the
  // withdrawal's statement, and when its personal data were erased (ADR 0028).
  app.get('/orders/:order', async (c) => {
    const ref = reference(c);
    const [found] = await db
      .select({ ...orderWithParts, withdrawal: orderWithdrawals })
      .from(orders)
      .leftJoin(orderWithdrawals, eq(orderWithdrawals.orderId, orders.id))
      .where(or(eq(orders.number, ref), eq(orders.tokenValue, ref)))
      .limit(1);
    if (!found || found.row.state === 'cart') throw hydraError(404, 'Commande introuvable.');
    const parts = partsOf(found);
    return jsonLd(c, {
      ...viewOf(parts),
      personalDataErasedAt: parts.row.personalDataErasedAt?.toISOString() ?? null,
      withdrawalStatement: found.withdrawal ? withdrawalOf(found.withdrawal, parts.row) : null,
    });
  });

  // The withdrawals received (directive 2011/83/EU art. 11a, ADR 0028), newest first: each with its
  // order, the date and time, the customer's name, statement and address, for the refund to follow.
  app.get('/withdrawals', async (c) => {
    const page = readInt(c, 'page', { min: 1, max: 10_000, fallback: 1 });
    const perPage = readInt(c, 'itemsPerPage', { min: 1, max: 100, fallback: 30 });
    const [rows, [counted]] = await Promise.all([
      db
        .select({ withdrawal: orderWithdrawals, order: orders })
        .from(orderWithdrawals)
        .innerJoin(orders, eq(orders.id, orderWithdrawals.orderId))
        .orderBy(desc(orderWithdrawals.receivedAt), desc(orderWithdrawals.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ n: sql<number>`count(*)::int` }).from(orderWithdrawals),
    ]);
    return jsonLd(c, {
      '@type': 'hydra:Collection',
      'hydra:member': rows.map(({ withdrawal, order }) => withdrawalOf(withdrawal, order)),
      'hydra:totalItems': counted?.n ?? 0,
    });
  });

  // Customer service moves a subscription's next delivery to any day, past limits included (a
  // delivery held back at the customer's request by phone; tests and the demo see a locked order).
  app.post('/subscriptions/:code/schedule', async (c) => {
    const body = await readBody(c, scheduleBodySchema);
    const [updated] = await db
      .update(subscriptions)
      .set({ nextShippingDate: body.nextShippingDate, followingShippingDate: null })
      .where(eq(subscriptions.code, decodeURIComponent(c.req.param('code'))))
      .returning({ code: subscriptions.code, nextShippingDate: subscriptions.nextShippingDate });
    if (!updated) throw hydraError(404, 'Abonnement introuvable.');
    return jsonLd(c, { '@type': 'Subscription', ...updated });
  });

  // The catalogue: a product created, changed or unpublished reaches the site's
  // pages in seconds (ADR 0023).
  app.route('/products', backOfficeProductRoutes({ db, now }));

  // SPEC §6: a feature switched on or off for every visitor at once, without a build (ADR 0017).
  app.put('/features', async (c) => {
    const body = await readBody(c, featuresBodySchema);
    return c.json({ data: { enabled: await switchFeatures(db, body.off, now()), off: body.off }, meta: {} });
  });

  return app;
}
