import { randomBytes } from 'node:crypto';
import { href, type Locale } from '@gamelle/domain';
import { and, asc, desc, eq, isNull, ne, notInArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { addresses, customers, orders, promotionCoupons, referralCodes, sponsorships } from '../db/schema.js';
import { hydraError, jsonLd } from '../http/problems.js';
import { logError } from '../log.js';
import { sponsorRewardMail } from '../mail/customer-mails.js';
import { readerLanguage } from '../mail/language.js';
import type { Outbox } from '../mail/outbox.js';

/** The sponsor's reward for a friend's first order: 10 € off an order of 30 € or more, once. */
export const SPONSOR_REWARD = { amount: 1000, minimumItemsTotal: 3000 } as const;
/** The page a sponsorship link opens: the login page, where the friend creates their account. */
export const SPONSOR_LINK_PATH = href.accountLogin();

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A code a person can read out, too long to guess: a prefix and ten letters or digits without look-alikes. */
function readableCode(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `${prefix}-${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The customer's sponsorship code, made once. */
async function codeOf(db: Database, customerId: number): Promise<string> {
  const [known] = await db.select().from(referralCodes).where(eq(referralCodes.customerId, customerId)).limit(1);
  if (known) return known.code;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [made] = await db
      .insert(referralCodes)
      .values({ customerId, code: readableCode('PARRAIN') })
      .onConflictDoNothing()
      .returning();
    if (made) return made.code;
    // Another request made it meanwhile, or the code was taken: read again.
    const [again] = await db.select().from(referralCodes).where(eq(referralCodes.customerId, customerId)).limit(1);
    if (again) return again.code;
  }
  throw hydraError(500, 'Une erreur est survenue');
}

/** At registration: the new customer becomes the friend of the code's owner; an unknown code is ignored. */
export async function linkFriend(db: Database, friendId: number, code: string | undefined, at: Date): Promise<void> {
  if (!code) return;
  const [owner] = await db
    .select({ customerId: referralCodes.customerId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code.trim().toUpperCase()))
    .limit(1);
  if (!owner || owner.customerId === friendId) return;
  await db.insert(sponsorships).values({ sponsorId: owner.customerId, friendId, createdAt: at }).onConflictDoNothing();
}

/** Who to tell of a reward: the sponsor, in their language (ADR 0019), and their code. */
export interface Sponsor {
  email: string;
  firstName: string;
  language: Locale;
  code: string;
}

/**
 * When an order is paid (at once by card, when the back office records a cheque or a transfer):
 * the friend's first order rewards their sponsor once (one reward per new customer's first
 * order) with a code of their own. Inside the order's transaction; gives the sponsor's e-mail and
 * code to tell them, or null.
 */
export async function rewardSponsor(tx: Tx, friendId: number, orderId: number, at: Date): Promise<Sponsor | null> {
  const [link] = await tx
    .select()
    .from(sponsorships)
    .where(and(eq(sponsorships.friendId, friendId), isNull(sponsorships.rewardedAt)))
    .limit(1)
    .for('update');
  if (!link) return null;
  const [earlier] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.customerId, friendId), ne(orders.id, orderId), notInArray(orders.state, ['cart', 'cancelled'])),
    )
    .limit(1);
  if (earlier) return null;
  const [sponsor] = await tx
    .select({ email: customers.email, firstName: customers.firstName, preferredLanguage: customers.preferredLanguage })
    .from(customers)
    .where(eq(customers.id, link.sponsorId));
  if (!sponsor) return null;
  // Sponsoring oneself (a second account) is no sponsorship: the friend's first order delivered to
  // an address of the sponsor's — in their address book or on one of their orders — gives nothing.
  if (await deliveredToSponsor(tx, orderId, link.sponsorId)) {
    await tx.update(sponsorships).set({ rewardedAt: at, refusal: 'same_home' }).where(eq(sponsorships.id, link.id));
    return null;
  }
  const code = readableCode('MERCI');
  // The sponsor's own code: nobody else may use it.
  await tx
    .insert(promotionCoupons)
    .values({ code, ...SPONSOR_REWARD, singleUse: true, ownerEmail: sponsor.email.toLowerCase() });
  await tx.update(sponsorships).set({ rewardedAt: at, rewardCouponCode: code }).where(eq(sponsorships.id, link.id));
  return {
    email: sponsor.email,
    firstName: sponsor.firstName,
    language: readerLanguage(sponsor.preferredLanguage),
    code,
  };
}

/** An address as a home: street, postcode and country, without case, accents or punctuation. */
function homeOf(address: unknown): string | null {
  if (!address || typeof address !== 'object') return null;
  const { street, postcode, countryCode } = address as Record<string, unknown>;
  if (typeof street !== 'string' || typeof postcode !== 'string') return null;
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return `${plain(street)}|${plain(postcode)}|${typeof countryCode === 'string' ? countryCode : ''}`;
}

/** Whether an order goes to one of the sponsor's homes (address book, or an order of theirs). */
async function deliveredToSponsor(tx: Tx, orderId: number, sponsorId: number): Promise<boolean> {
  const [order] = await tx.select({ to: orders.shippingAddress }).from(orders).where(eq(orders.id, orderId));
  const home = homeOf(order?.to);
  if (!home) return false;
  const [book, placed] = await Promise.all([
    tx.select({ data: addresses.data }).from(addresses).where(eq(addresses.customerId, sponsorId)),
    tx
      .select({ to: orders.shippingAddress })
      .from(orders)
      .where(and(eq(orders.customerId, sponsorId), ne(orders.state, 'cart'))),
  ]);
  return [...book.map((row) => row.data), ...placed.map((row) => row.to)].some((address) => homeOf(address) === home);
}

/** The sponsor's e-mail: their reward's code, in their language (a failure is logged, the order stands). */
export async function tellSponsor(outbox: Outbox, sponsor: Sponsor) {
  await outbox
    .send(sponsorRewardMail(sponsor.language, sponsor.email, { ...sponsor, ...SPONSOR_REWARD }))
    .catch((error: unknown) => logError('Récompense de parrainage non envoyée', error));
}

/**
 * A customer's sponsorships (SPEC §2 `/mon-compte/mes-parrainages/`):
 * `GET /shop/customers/{id}/sponsorship` — their code, the link to share, the friends who came
 * with it (first name and initial) and each reward. Another customer's is a 404.
 */
export function sponsorshipRoutes({
  db,
  now,
  keys,
  siteOrigin,
}: {
  db: Database;
  now: () => Date;
  keys: TokenKeys;
  siteOrigin: string;
}) {
  const app = new Hono<AuthEnv>();
  app.get('/customers/:id{[0-9]{1,15}}/sponsorship', requireCustomer(keys, now), async (c) => {
    const customerId = c.get('customerId');
    if (Number(c.req.param('id')) !== customerId) throw hydraError(404, 'Client introuvable.');
    const code = await codeOf(db, customerId);
    const friends = await db
      .select({
        firstName: customers.firstName,
        lastName: customers.lastName,
        joinedAt: sponsorships.createdAt,
        rewardedAt: sponsorships.rewardedAt,
        rewardCode: sponsorships.rewardCouponCode,
        refusal: sponsorships.refusal,
      })
      .from(sponsorships)
      .innerJoin(customers, eq(customers.id, sponsorships.friendId))
      .where(eq(sponsorships.sponsorId, customerId))
      .orderBy(asc(sponsorships.createdAt));
    return jsonLd(c, {
      '@type': 'Sponsorship',
      code,
      link: `${siteOrigin}${SPONSOR_LINK_PATH}?parrain=${encodeURIComponent(code)}`,
      reward: SPONSOR_REWARD,
      friends: friends.map((friend) => ({
        name: `${friend.firstName} ${friend.lastName.slice(0, 1)}.`,
        joinedAt: friend.joinedAt.toISOString(),
        rewardedAt: friend.rewardedAt?.toISOString() ?? null,
        rewardCode: friend.rewardCode,
        refusal: friend.refusal,
      })),
    });
  });
  // SPEC §2 `customer-get-return-user`: a returning customer's open cart, to
  // restore on a device that holds none.
  app.get('/customers/:id{[0-9]{1,15}}/cart', requireCustomer(keys, now), async (c) => {
    const customerId = c.get('customerId');
    if (Number(c.req.param('id')) !== customerId) throw hydraError(404, 'Client introuvable.');
    const [cart] = await db
      .select({ token: orders.tokenValue })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.state, 'cart')))
      .orderBy(desc(orders.updatedAt))
      .limit(1);
    return jsonLd(c, { cart: cart ? `/api/v2/shop/orders/${cart.token}` : null, tokenValue: cart?.token ?? null });
  });

  return app;
}
