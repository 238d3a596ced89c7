import { randomBytes } from 'node:crypto';
import { href, LOCALES, type Locale, newsletterSchema } from '@gamelle/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { clientAddress, LIMITS, type Throttle } from '../auth/throttle.js';
import { hashToken, opaqueToken } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { customers, newsletterSubscriptions, promotionCoupons } from '../db/schema.js';
import { hydraError, readBody } from '../http/problems.js';
import { readOptionalChoice } from '../http/query.js';
import { logError } from '../log.js';
import { readerLanguage } from '../mail/language.js';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../mail/newsletter-mails.js';
import type { Outbox } from '../mail/outbox.js';

const UNSUBSCRIBE_UNKNOWN = 'Ce lien de désinscription n’est pas valable.';
/** How long a confirmation link holds. */
const CONFIRMATION_DAYS = 7;
/** The welcome offer of SPEC §1: 5 € off a first order of 30 € or more, once. */
export const WELCOME_COUPON = { amount: 500, minimumItemsTotal: 3000 } as const;
/** Where the confirmation link leads: the welcome landing, the token in the fragment (never sent to a server). */
export const CONFIRMATION_PAGE = href.landing({ landing: 'offre-bienvenue' });

const signUpSchema = newsletterSchema.extend({
  source: z.enum(['footer', 'landing', 'exit-popup']).default('footer'),
});
const confirmationSchema = z.object({ token: z.string().min(10).max(100) }).strict();

/** The language of the page a call comes from (SPEC §7 `locale`), when it says; another value is a 400. */
const pageLanguage = (c: Context): Locale | undefined => readOptionalChoice(c, 'locale', LOCALES);

/**
 * The language of a newsletter e-mail (ADR 0019): the preferred language of the customer
 * with that address, if they chose one, else the page's, else French (`readerLanguage`).
 */
async function languageFor(db: Database, email: string, page: Locale | undefined): Promise<Locale> {
  const [customer] = await db
    .select({ preferredLanguage: customers.preferredLanguage })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email}`)
    .limit(1);
  return readerLanguage(customer?.preferredLanguage, page);
}

/** A code a person can type, too long to guess: `BIENVENUE-` and ten letters or digits without look-alikes. */
function welcomeCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `BIENVENUE-${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * The newsletter (SPEC §1, §4, §8), with double opt-in:
 * `POST /shop/newsletter-subscriptions` takes an e-mail and always answers 202 (never who is
 * subscribed), e-mailing an absolute confirmation link once every few minutes at most;
 * `POST /shop/newsletter-subscriptions/confirmation` takes the link's token, confirms, creates the
 * subscriber's own 5 € welcome code (a first order, one use) and e-mails it; the customer with
 * that address is marked subscribed (SPEC §3 `subscribedToNewsletter`).
 */
export function newsletterRoutes({
  db,
  now,
  throttle,
  outbox,
  siteOrigin,
}: {
  db: Database;
  now: () => Date;
  throttle: Throttle;
  outbox: Outbox;
  siteOrigin: string;
}) {
  const app = new Hono();

  app.post('/', async (c) => {
    await throttle.enforce(c, LIMITS.newsletterAddress, clientAddress(c));
    const body = await readBody(c, signUpSchema, 'newsletter');
    await askConfirmation({ db, now, throttle, outbox, siteOrigin }, body.email, body.source, pageLanguage(c));
    return c.body(null, 202);
  });

  app.post('/confirmation', async (c) => {
    const { token } = await readBody(c, confirmationSchema, 'newsletter');
    const page = pageLanguage(c);
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.tokenHash, hashToken(token)))
      .limit(1);
    const expired = row && now().getTime() - row.createdAt.getTime() > CONFIRMATION_DAYS * 86_400_000;
    if (!row || row.status === 'unsubscribed' || (row.status === 'pending' && expired)) {
      throw hydraError(404, 'Ce lien n’est plus valable : inscrivez-vous de nouveau pour en recevoir un autre.');
    }
    // The same link opened twice: the same code, one e-mail.
    if (row.status === 'confirmed' && row.couponCode) return c.json({ couponCode: row.couponCode }, 200);
    // One welcome code per address, ever: signing up again after leaving gives the same one back.
    const couponCode = row.couponCode ?? welcomeCode();
    const newCode = row.couponCode === null;
    const at = now();
    const leave = opaqueToken();
    const confirmed = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: at, couponCode, unsubscribeTokenHash: leave.hash })
        .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, 'pending')))
        .returning({ id: newsletterSubscriptions.id });
      if (!updated) return false;
      if (newCode) {
        // The subscriber's own code: nobody else may use it.
        await tx.insert(promotionCoupons).values({
          code: couponCode,
          ...WELCOME_COUPON,
          firstOrderOnly: true,
          singleUse: true,
          ownerEmail: row.email,
        });
      }
      await tx
        .update(customers)
        .set({ subscribedToNewsletter: true })
        .where(sql`lower(${customers.email}) = ${row.email}`);
      return true;
    });
    if (!confirmed) {
      const [again] = await db
        .select({ couponCode: newsletterSubscriptions.couponCode })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, row.id));
      return c.json({ couponCode: again?.couponCode ?? null }, 200);
    }
    await outbox.send(
      newsletterWelcomeMail(await languageFor(db, row.email, page), row.email, {
        couponCode,
        offer: WELCOME_COUPON,
        page: CONFIRMATION_PAGE,
        leaveToken: leave.token,
        unsubscribeUrl: `${siteOrigin}/api/v2/shop/newsletter-subscriptions/unsubscription?token=${leave.token}`,
        siteOrigin,
      }),
    );
    return c.json({ couponCode }, 200);
  });

  // Leaving: the link of every newsletter e-mail (its token in the JSON body, from the shop's page)
  // or the mail client's one-click « Se désabonner » (RFC 8058: the token in the address, the body
  // `List-Unsubscribe=One-Click`). Opened twice, it answers the same; the customer's choice follows.
  app.post('/unsubscription', async (c) => {
    const fromQuery = c.req.query('token');
    const token = fromQuery ?? (await readBody(c, confirmationSchema, 'newsletter')).token;
    if (!/^[\w-]{10,100}$/.test(token)) throw hydraError(404, UNSUBSCRIBE_UNKNOWN);
    const [row] = await db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed' })
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
      .returning({ email: newsletterSubscriptions.email });
    if (!row) throw hydraError(404, UNSUBSCRIBE_UNKNOWN);
    await db
      .update(customers)
      .set({ subscribedToNewsletter: false })
      .where(sql`lower(${customers.email}) = ${row.email}`);
    return c.json({ unsubscribed: true }, 200);
  });

  return app;
}

/**
 * Double opt-in: asks an address to confirm its sign-up — a pending sign-up with a fresh token and
 * the e-mail with its absolute link, at most once every few minutes and three times a day per
 * address; an address already confirmed is not asked again. Nothing tells the caller which.
 */
export async function askConfirmation(
  {
    db,
    now,
    throttle,
    outbox,
    siteOrigin,
  }: { db: Database; now: () => Date; throttle: Throttle; outbox: Outbox; siteOrigin: string },
  address: string,
  source: 'footer' | 'landing' | 'exit-popup' | 'account',
  /** The language of the page the sign-up was made on, when the request says (`?locale=`). */
  page?: Locale,
): Promise<void> {
  const email = address.trim().toLowerCase();
  const [known] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  if (known?.status === 'confirmed') return;
  if (!(await throttle.hit(LIMITS.newsletterEmail, email)).allowed) return;
  if (!(await throttle.hit(LIMITS.newsletterEmailDay, email)).allowed) return;
  const { token, hash } = opaqueToken();
  await db
    .insert(newsletterSubscriptions)
    .values({ email, tokenHash: hash, source, createdAt: now() })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { tokenHash: hash, status: 'pending', source, createdAt: now() },
    });
  const language = await languageFor(db, email, page);
  // Not awaited: the answer takes as long whether an e-mail leaves or not (a mail server's delay
  // would tell who is already subscribed); a failure is logged without the address.
  void outbox
    .send(
      newsletterConfirmationMail(language, email, {
        page: CONFIRMATION_PAGE,
        token,
        days: CONFIRMATION_DAYS,
        offer: WELCOME_COUPON,
        siteOrigin,
      }),
    )
    .catch((error: unknown) => logError('Lettre d’information : l’e-mail de confirmation n’est pas parti', error));
}

/**
 * A customer's choice on their personal data (SPEC §3 `subscribedToNewsletter`), mirrored on the
 * newsletter: `confirm` when the address must first confirm by e-mail (not verified: the customer
 * stays unsubscribed until then), `done` otherwise.
 */
export async function syncNewsletterChoice(
  db: Database,
  email: string,
  subscribed: boolean,
  at: Date,
  verified = false,
): Promise<'confirm' | 'done'> {
  const address = email.trim().toLowerCase();
  // Only a verified address is its owner's consent; another one waits for a confirmed sign-up.
  if (subscribed && !verified) return 'confirm';
  if (subscribed) {
    // Signed in with this address: the customer's choice is their consent, no e-mail to confirm.
    await db
      .insert(newsletterSubscriptions)
      .values({
        email: address,
        tokenHash: opaqueToken().hash,
        status: 'confirmed',
        source: 'account',
        createdAt: at,
        confirmedAt: at,
      })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { status: 'confirmed', confirmedAt: at },
      });
    return 'done';
  }
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed' })
    .where(eq(newsletterSubscriptions.email, address));
  return 'done';
}
