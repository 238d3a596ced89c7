import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Database } from '../db/open.js';
import { trackingEvents, trackingReports } from '../db/schema.js';
import { hydraError, jsonLd, readBody } from '../http/problems.js';
import { readLocale } from '../http/query.js';

/** Tracking events of SPEC §7. */
export const TRACKING_EVENTS = [
  'page_view',
  'view_cart',
  'view_item',
  'add_to_cart',
  'login',
  'item-list',
  'exit_intent',
  'abtests',
  'init',
] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

const appName = z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'too_long');

/** 5 € off a first order for a newsletter sign-up (SPEC §1, §9). */
export const EXIT_POPUP = {
  type: 'exit_popup',
  title: '5 € offerts sur votre première commande',
  text: 'Inscrivez-vous à notre lettre d’information et recevez votre code de réduction par e-mail.',
  discount: 500,
} as const;

/** The marketing actions answered for an event (SPEC §7, §9). */
function actionsFor(event: TrackingEvent, body: Record<string, unknown>): Record<string, unknown> {
  switch (event) {
    case 'init':
      return {
        top_header: { text: 'Livraison offerte dès 49 € en France, en Belgique et au Luxembourg', href: '/faq/' },
      };
    case 'page_view':
      return { page_view_done: { page: typeof body.page === 'string' ? body.page : null } };
    case 'exit_intent':
      return { popup: EXIT_POPUP };
    case 'view_item':
      return { ad_product_offer: null };
    case 'item-list':
      return { ad_push_category: null };
    case 'abtests':
      return { abtest: Array.isArray(body.abtests) ? body.abtests : [] };
    default:
      return {};
  }
}

/** Tracking service under `/tracking`: stores events and answers the actions to dispatch. */
export function trackingRoutes({
  db,
  now,
  enabledEvents = TRACKING_EVENTS,
}: {
  db: Database;
  now: () => Date;
  enabledEvents?: readonly TrackingEvent[];
}) {
  const app = new Hono();
  const limit = bodyLimit({
    maxSize: 16 * 1024,
    onError: () => {
      throw hydraError(413, 'Événement trop volumineux (16 Ko au plus).');
    },
  });

  const eventSchema = z
    .object({
      event: z.string({ error: 'required' }),
      app_name: appName,
      abtests: z
        .array(z.object({ name: z.string().max(64), segment: z.string().max(64) }))
        .max(20)
        .optional(),
    })
    .catchall(z.unknown())
    .refine((body) => (enabledEvents as readonly string[]).includes(body.event), {
      path: ['event'],
      message: 'invalid',
    });

  app.post('/', limit, async (c) => {
    const locale = readLocale(c);
    const body = await readBody(c, eventSchema, 'tracking');
    const event = body.event as TrackingEvent;
    await db.insert(trackingEvents).values({ event, appName: body.app_name, locale, payload: body, createdAt: now() });
    return c.json(actionsFor(event, body));
  });

  app.post('/report/:campaign', limit, async (c) => {
    const campaign = c.req.param('campaign');
    if (!/^[\w-]{1,64}$/.test(campaign))
      throw hydraError(400, `Nom de campagne invalide : « ${campaign.slice(0, 64)} ».`);
    const body = await readBody(c, z.object({ app_name: appName }).strict(), 'tracking');
    await db.insert(trackingReports).values({ campaign, appName: body.app_name, createdAt: now() });
    return jsonLd(c, { campaign, reported: true }, 201);
  });

  return app;
}
