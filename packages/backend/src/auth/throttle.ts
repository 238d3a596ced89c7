import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/open.js';
import { throttleBuckets } from '../db/schema.js';
import { hydraError } from '../http/problems.js';

/**
 * Rate limits (OWASP ASVS 2.2.1, NIST 800-63B §5.2.2). Counters live in the
 * database, so every backend instance over one PostgreSQL shares them; each is a fixed window
 * incremented by one atomic upsert, so twenty parallel tries count twenty and only the first
 * `max` go on. A try is counted before the work it guards (a password check), never after.
 */
export interface Limit {
  /** Key prefix, e.g. `login:account+address`. */
  name: string;
  /** Tries allowed in a window. */
  max: number;
  windowMs: number;
  /** French message of the 429. */
  message: string;
}

const MINUTE = 60_000;
const TRY_LATER = 'Trop de tentatives : réessayez dans quelques minutes.';

/** Every limit of the shop, in one place (docs/security.md lists them). */
export const LIMITS = {
  /** Wrong passwords for one account from one address: the attacker's own bucket. */
  loginAccountAddress: {
    name: 'login:account+address',
    max: 5,
    windowMs: 15 * MINUTE,
    message: 'Trop de tentatives de connexion : réessayez dans quelques minutes.',
  },
  /**
   * Wrong passwords for one account from every address (NIST: at most 100 failed tries): a
   * spread-out guessing attack stops here; a few failures elsewhere never lock the owner out.
   */
  loginAccount: {
    name: 'login:account',
    max: 100,
    windowMs: 60 * MINUTE,
    message: 'Trop de tentatives de connexion : réessayez dans quelques minutes.',
  },
  /** Sign-in tries from one address over all accounts (credential stuffing). */
  loginAddress: {
    name: 'login:address',
    max: 50,
    windowMs: 15 * MINUTE,
    message: 'Trop de tentatives de connexion : réessayez dans quelques minutes.',
  },
  /** « Does an account exist for this e-mail? » from one address (enumeration). */
  lookup: { name: 'lookup:address', max: 30, windowMs: 5 * MINUTE, message: TRY_LATER },
  registration: { name: 'register:address', max: 10, windowMs: 60 * MINUTE, message: TRY_LATER },
  resetAddress: { name: 'reset:address', max: 10, windowMs: 60 * MINUTE, message: TRY_LATER },
  /** One reset e-mail per account every 5 minutes (silently: the answer never says who has an account). */
  resetAccount: { name: 'reset:account', max: 1, windowMs: 5 * MINUTE, message: TRY_LATER },
  /** Current-password checks (change of password or e-mail) for one customer. */
  currentPassword: { name: 'password:customer', max: 5, windowMs: 15 * MINUTE, message: TRY_LATER },
  contact: {
    name: 'contact:address',
    max: 5,
    windowMs: 10 * MINUTE,
    message: 'Vous avez envoyé plusieurs messages : réessayez dans quelques minutes.',
  },
  /** Newsletter sign-ups from one address, and confirmation e-mails to one address (silently). */
  newsletterAddress: { name: 'newsletter:address', max: 10, windowMs: 10 * MINUTE, message: TRY_LATER },
  newsletterEmail: { name: 'newsletter:email', max: 1, windowMs: 5 * MINUTE, message: TRY_LATER },
  /** And at most three a day: nobody fills a stranger's mailbox with confirmation requests. */
  newsletterEmailDay: { name: 'newsletter:email-day', max: 3, windowMs: 24 * 60 * MINUTE, message: TRY_LATER },
  /** Bi-nutrition menus e-mailed to one customer (SPEC §3 bi-nutrition request). */
  biNutrition: {
    name: 'bi-nutrition:customer',
    max: 5,
    windowMs: 10 * MINUTE,
    message: 'Vous avez demandé plusieurs menus : réessayez dans quelques minutes.',
  },
  /** Card tokenisation from one address (card testing). */
  cards: {
    name: 'cards:address',
    max: 20,
    windowMs: 60 * MINUTE,
    message: 'Trop de cartes saisies : réessayez dans une heure ou contactez notre service client.',
  },
  /** Image upload authorisations for one customer. */
  imageAuth: { name: 'images:customer', max: 30, windowMs: 60 * MINUTE, message: TRY_LATER },
  /** Uploads from one address. */
  imageUpload: { name: 'upload:address', max: 30, windowMs: 10 * MINUTE, message: TRY_LATER },
  /** New transformations of customers' uploads rendered for one address (each is a decode). */
  imageRender: { name: 'image-render:address', max: 60, windowMs: 10 * MINUTE, message: TRY_LATER },
  /** Codes sent by the simulated identity provider, per address and per e-mail. */
  identityAddress: { name: 'identity:address', max: 10, windowMs: 60 * MINUTE, message: TRY_LATER },
  identityEmail: { name: 'identity:email', max: 3, windowMs: 10 * MINUTE, message: TRY_LATER },
  /** And at most ten a day to one address: no mail bomb, and at most 50 guesses of a code a day. */
  identityEmailDay: { name: 'identity:email-day', max: 10, windowMs: 24 * 60 * MINUTE, message: TRY_LATER },
  /**
   * Captcha challenges given to one address (ADR 0027): a page asks for one or two; a script
   * cannot stock thousands to solve in bulk.
   */
  captchaChallenge: { name: 'captcha:address', max: 120, windowMs: 10 * MINUTE, message: TRY_LATER },
  /** Wrong back-office tokens from one address; a right token is never counted. */
  backOffice: { name: 'back-office:address', max: 10, windowMs: 15 * MINUTE, message: TRY_LATER },
} as const satisfies Record<string, Limit>;

export interface Hit {
  allowed: boolean;
  /** Seconds until the window ends (the 429's Retry-After). */
  retryAfter: number;
}

export interface Throttle {
  /** Counts one try for `subject` under `limit`; allowed while the window holds at most `max`. */
  hit(limit: Limit, subject: string): Promise<Hit>;
  /** Counts one try and throws the 429 (with Retry-After) when over the limit. */
  enforce(c: Context, limit: Limit, subject: string): Promise<void>;
  /** Forgets the tries of `subject` (a successful sign-in clears its failures). */
  reset(limit: Limit, subject: string): Promise<void>;
  /** The tries of `subject` counted in the window under way, without counting one more. */
  count(limit: Limit, subject: string): Promise<number>;
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject.toLowerCase()}`;

export function createThrottle(db: Database, now: () => Date): Throttle {
  let lastSweep = 0;
  async function sweep(at: Date) {
    // Ended windows are deleted now and then, by whichever instance passes by.
    if (at.getTime() - lastSweep < 10 * MINUTE) return;
    lastSweep = at.getTime();
    await db.delete(throttleBuckets).where(lt(throttleBuckets.resetsAt, new Date(at.getTime() - 60 * MINUTE)));
  }

  const throttle: Throttle = {
    async hit(limit, subject) {
      const at = now();
      const resetsAt = new Date(at.getTime() + limit.windowMs);
      const expired = sql`${throttleBuckets.resetsAt} <= ${at.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(throttleBuckets)
        .values({ key: keyOf(limit, subject), hits: 1, resetsAt })
        .onConflictDoUpdate({
          target: throttleBuckets.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${throttleBuckets.hits} + 1 end`,
            resetsAt: sql`case when ${expired} then ${resetsAt.toISOString()}::timestamptz else ${throttleBuckets.resetsAt} end`,
          },
        })
        .returning({ hits: throttleBuckets.hits, resetsAt: throttleBuckets.resetsAt });
      await sweep(at);
      const hits = row?.hits ?? 1;
      const ends = row?.resetsAt ?? resetsAt;
      return {
        allowed: hits <= limit.max,
        retryAfter: Math.max(1, Math.ceil((ends.getTime() - at.getTime()) / 1000)),
      };
    },
    async enforce(c, limit, subject) {
      const { allowed, retryAfter } = await throttle.hit(limit, subject);
      if (!allowed) throw tooMany(c, limit.message, retryAfter);
    },
    async reset(limit, subject) {
      await db.delete(throttleBuckets).where(eq(throttleBuckets.key, keyOf(limit, subject)));
    },
    async count(limit, subject) {
      const [row] = await db
        .select({ hits: throttleBuckets.hits })
        .from(throttleBuckets)
        .where(and(eq(throttleBuckets.key, keyOf(limit, subject)), gt(throttleBuckets.resetsAt, now())))
        .limit(1);
      return row?.hits ?? 0;
    },
  };
  return throttle;
}

/** A 429 with its Retry-After (RFC 9110 §10.2.3), in seconds. */
export function tooMany(c: Context, message: string, retryAfter: number) {
  c.header('Retry-After', String(retryAfter));
  const error = hydraError(429, message);
  error.res?.headers.set('Retry-After', String(retryAfter));
  return error;
}

/**
 * The bucket of an address: an IPv4 address as it is (an IPv4-mapped IPv6 one folded to it), an
 * IPv6 address by its /64 network — one subscriber holds a whole /64, so counting single IPv6
 * addresses would give them 2^64 fresh buckets.
 */
export function addressBucket(address: string): string {
  const ip = address.trim().replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const front = head ? head.split(':') : [];
  const back = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group || '0', 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * The client's address for the limits: the socket's peer, or with TRUST_PROXY=n the address n
 * proxies back in X-Forwarded-For (the entries a client writes itself are never trusted; the
 * backend's port must then be reachable through the proxy only), as its bucket (`addressBucket`).
 */
export function clientAddress(c: Context, trustProxy = Number(process.env.TRUST_PROXY ?? 0)): string {
  return addressBucket(peerAddress(c, trustProxy));
}

function peerAddress(c: Context, trustProxy: number): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? 'inconnue';
  if (trustProxy > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const forwarded = chain.at(-trustProxy);
    if (forwarded) return forwarded;
  }
  return peer;
}
