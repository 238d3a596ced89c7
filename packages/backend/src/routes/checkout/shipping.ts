import {
  CARRIERS,
  type ConstraintViolation,
  carrierWords,
  findCarrier,
  isDeliveryCountry,
  isPostcodeValidForCountry,
  MESSAGES_FR,
  shippingCost,
} from '@gamelle/domain';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthEnv } from '../../auth/bearer.js';
import { orders, shipments } from '../../db/schema.js';
import { hydraError, jsonLd, readBody, violationError } from '../../http/problems.js';
import { readLocale } from '../../http/query.js';
import { languageOf } from '../../mail/language.js';
import { pickupPointsNear } from '../../orders/pickup-points.js';
import { settleOrder, viewOf } from '../../orders/store.js';
import { checkoutTexts } from './checkout-texts.js';
import {
  addressViolations,
  type CheckoutDeps,
  codeOf,
  lockOwnOrder,
  pickupPointFor,
  reached,
  requireItems,
  requireOpen,
  stepError,
} from './steps.js';

const shipmentBodySchema = z
  .object({
    shippingMethod: z.string({ error: 'required' }).min(1, 'required'),
    pickupPoint: z.string().min(1).nullable().optional(),
  })
  .strict();

/** The shipping step of the checkout: carriers and their cost, the choice of one, pickup points. */
export function shippingRoutes({ db, now, auth }: CheckoutDeps) {
  const app = new Hono<AuthEnv>();

  // Carriers for the order's shipping address, with their cost.
  app.get('/orders/:token/shipments/:id{[0-9]+}/methods', auth, async (c) => {
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.tokenValue, c.req.param('token')))
      .limit(1);
    if (!row || row.customerId !== c.get('customerId')) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    const country = (row.shippingAddress as { countryCode?: string } | null)?.countryCode;
    if (!country || !isDeliveryCountry(country))
      throw stepError(checkoutTexts(languageOf(row.localeCode)).addressFirst);
    return jsonLd(c, {
      '@type': 'hydra:Collection',
      'hydra:member': CARRIERS.map((carrier) => ({
        '@id': `/api/v2/shop/shipping-methods/${carrier.code}`,
        code: carrier.code,
        // In the order's language (SPEC §9: a Dutch cart's carriers in Dutch).
        ...carrierWords(carrier, languageOf(row.localeCode)),
        kind: carrier.kind,
        mobileRequired: carrier.mobileRequired,
        price: shippingCost(carrier, country, row.itemsTotal),
      })),
      'hydra:totalItems': CARRIERS.length,
    });
  });

  // Sylius `PATCH /shop/orders/{token}/shipments/{id}` (shipping method, pickup point).
  app.patch('/orders/:token/shipments/:id{[0-9]+}', auth, async (c) => {
    const body = await readBody(c, shipmentBodySchema, 'checkout');
    return db.transaction(async (tx) => {
      const row = await lockOwnOrder(tx, c, c.req.param('token'));
      requireOpen(row);
      if (!reached(row.checkoutState, 'addressed'))
        throw stepError(checkoutTexts(languageOf(row.localeCode)).addressFirst);
      const parts = await requireItems(tx, row);
      if (!parts.shipment || parts.shipment.id !== Number(c.req.param('id')))
        throw hydraError(404, MESSAGES_FR.resourceNotFound);
      const carrier = findCarrier(codeOf(body.shippingMethod));
      if (!carrier) {
        throw violationError([
          {
            propertyPath: 'shippingMethod',
            code: 'invalid',
            message: checkoutTexts(languageOf(row.localeCode)).carrierUnknown,
          },
        ]);
      }
      // SPEC §5 "mobile required by the carrier": « Le champ mobile est invalide ».
      if (carrier.mobileRequired) {
        const violations = addressViolations('shippingAddress', row.shippingAddress, true);
        if (violations.length > 0) throw violationError(violations);
      }
      const city = (row.shippingAddress as { city?: unknown } | null)?.city;
      const { pickupPoint, violation } = pickupPointFor(carrier, body.pickupPoint, city);
      if (violation) throw violationError([violation]);
      await tx
        .update(shipments)
        .set({ methodCode: carrier.code, pickupPoint })
        .where(eq(shipments.id, parts.shipment.id));
      const [updated] = await tx
        .update(orders)
        .set({ checkoutState: 'shipping_selected' })
        .where(eq(orders.id, row.id))
        .returning();
      return jsonLd(c, viewOf(await settleOrder(tx, updated ?? row, now())));
    });
  });

  // Pickup points near a postcode (SPEC §2 carrier choice), for the pickup carrier.
  app.get('/pickup-points', async (c) => {
    const countryCode = (c.req.query('countryCode') ?? '').toUpperCase();
    const postcode = (c.req.query('postcode') ?? '').trim();
    const violations: ConstraintViolation[] = [];
    if (!isDeliveryCountry(countryCode)) {
      violations.push({
        propertyPath: 'countryCode',
        code: 'invalid',
        message: checkoutTexts(readLocale(c)).countryUnknown,
      });
    } else if (!isPostcodeValidForCountry(postcode, countryCode)) {
      violations.push({
        propertyPath: 'postcode',
        code: 'postcode_country',
        message: checkoutTexts(readLocale(c)).postcodeCountry,
      });
    }
    if (violations.length > 0) throw violationError(violations);
    const points = pickupPointsNear(countryCode, postcode, c.req.query('city') ?? '');
    return jsonLd(c, { '@type': 'hydra:Collection', 'hydra:member': points, 'hydra:totalItems': points.length });
  });

  return app;
}
