import { href, type Locale } from '@gamelle/domain';
import { count, gte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Throttle } from '../auth/throttle.js';
import type { Database } from '../db/open.js';
import { trackingEvents, trackingReports } from '../db/schema.js';
import { hydraError, jsonLd, readBody } from '../http/problems.js';
import { readInt, readLocale } from '../http/query.js';
import { requireBackOffice } from './back-office.js';

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

/** 5 € off a first order for a newsletter sign-up (SPEC §1, §9), in the page's language. */
export const EXIT_POPUP = {
  fr: {
    type: 'exit_popup',
    title: '5 € offerts sur votre première commande',
    text: 'Inscrivez-vous à notre lettre d’information et recevez votre code de réduction par e-mail.',
    discount: 500,
  },
  nl: {
    type: 'exit_popup',
    title: '€ 5 korting op uw eerste bestelling',
    text: 'Schrijf u in op onze nieuwsbrief en ontvang uw kortingscode per e-mail.',
    discount: 500,
  },
} as const satisfies Record<Locale, unknown>;

/**
 * The A/B tests the service runs (SPEC §9): each visitor gets a segment once, kept
 * by the browser and sent back with every event; the answers follow it.
 */
export const AB_TESTS = [{ name: 'bandeau-haut', segments: ['A', 'B'] }] as const;

/** The top banner's campaign by language and segment of `bandeau-haut` (about the same length: no layout shift). */
const TOP_HEADER = {
  fr: {
    A: { text: 'Livraison offerte dès 49 € en France, en Belgique et au Luxembourg', href: href.faq({}) },
    B: { text: 'Abonnez-vous : 10 % de remise sur chaque livraison, sans engagement', href: href.faq({}) },
  },
  nl: {
    A: { text: 'Gratis levering vanaf € 49 in Frankrijk, België en Luxemburg', href: href.faq({}) },
    B: { text: 'Neem een abonnement: 10 % korting op elke levering, zonder verplichting', href: href.faq({}) },
  },
} as const satisfies Record<Locale, unknown>;

/**
 * The product page's offer slot (SPEC §9 `ad_product_offer`): the welcome offer to whoever has not
 * ordered yet (a guest or a new client, SPEC §6), nothing to an old client; in the page's language.
 */
export const PRODUCT_OFFER = {
  fr: {
    campaign: 'bienvenue-fiche-produit',
    text: '5 € offerts sur votre première commande dès 30 € d’achat : inscrivez-vous à notre lettre d’information.',
    href: href.landing({ landing: 'offre-bienvenue' }),
    label: 'Recevoir mon code',
  },
  nl: {
    campaign: 'bienvenue-fiche-produit',
    text: '€ 5 korting op uw eerste bestelling vanaf € 30: schrijf u in op onze nieuwsbrief.',
    href: href.landing({ landing: 'offre-bienvenue' }),
    label: 'Mijn code ontvangen',
  },
} as const satisfies Record<Locale, unknown>;

type AbAssignment = { name: string; segment: string };

/** The visitor's segments: those they hold for running tests, a random one for each test they lack. */
export function assignAbTests(given: readonly AbAssignment[] | undefined, draw: () => number = Math.random) {
  return AB_TESTS.map((test) => {
    const held = given?.find((g) => g.name === test.name && (test.segments as readonly string[]).includes(g.segment));
    return held ?? { name: test.name, segment: test.segments[Math.floor(draw() * test.segments.length)] ?? 'A' };
  });
}

/** The marketing actions answered for an event (SPEC §7, §9). */
function actionsFor(event: TrackingEvent, body: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  switch (event) {
    case 'init': {
      const tests = assignAbTests(body.abtests as AbAssignment[] | undefined);
      const segment = tests.find((test) => test.name === 'bandeau-haut')?.segment === 'B' ? 'B' : 'A';
      return { abtest: tests, top_header: TOP_HEADER[locale][segment] };
    }
    case 'page_view':
      return { page_view_done: { page: typeof body.page === 'string' ? body.page : null } };
    case 'exit_intent':
      return { popup: EXIT_POPUP[locale] };
    case 'view_item':
      return { ad_product_offer: body.client_type === 'Old client' ? null : PRODUCT_OFFER[locale] };
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
  statsToken = null,
  throttle,
  tagManagerId = null,
}: {
  db: Database;
  now: () => Date;
  enabledEvents?: readonly TrackingEvent[];
  /** The back office's token, which the statistics ask for; null, there are none. */
  statsToken?: string | null;
  throttle?: Throttle;
  /** The optional tag manager, named in the `init` answer: loaded by consenting visitors only. */
  tagManagerId?: string | null;
}) {
  const app = new Hono();
  // Counts for an operator and the bench, behind the back office's token.
  if (statsToken && throttle) {
    app.get('/stats', requireBackOffice(statsToken, throttle), async (c) => {
      const days = readInt(c, 'days', { min: 1, max: 90, fallback: 7 });
      const since = new Date(now().getTime() - days * 86_400_000);
      const marketing = sql<boolean>`coalesce((${trackingEvents.payload} -> 'consent' ->> 'marketing')::boolean, false)`;
      const events = await db
        .select({ event: trackingEvents.event, marketing, count: count() })
        .from(trackingEvents)
        .where(gte(trackingEvents.createdAt, since))
        .groupBy(trackingEvents.event, marketing)
        .orderBy(trackingEvents.event);
      const reports = await db
        .select({ campaign: trackingReports.campaign, count: count() })
        .from(trackingReports)
        .where(gte(trackingReports.createdAt, since))
        .groupBy(trackingReports.campaign)
        .orderBy(trackingReports.campaign);
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { since: since.toISOString(), days, events, reports }, meta: {} });
    });
  }
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
    const actions = actionsFor(event, body, locale);
    // ADR 0018: `init` is sent with consent to audience measurement only — the page then
    // loads the tag manager, if the shop has one.
    if (event === 'init' && tagManagerId) actions.tag_manager = { id: tagManagerId };
    return c.json(actions);
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
