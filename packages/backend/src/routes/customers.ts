import {
  CAPTCHA_FIELD,
  type CaptchaAction,
  captchaBodyShape,
  DEFAULT_LOCALE,
  emailSchema,
  href,
  LOCALES,
  loginSchema,
  lookupSchema,
  passwordSchema,
  personalDataSchema,
  professionalRegistrationSchema,
  registrationSchema,
} from '@gamelle/domain';
import { and, desc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import { type Captcha, captchaError, LOGIN_FAILURES } from '../auth/captcha.js';
import { commonPasswordViolations } from '../auth/common-passwords.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { clientAddress, LIMITS, type Throttle, tooMany } from '../auth/throttle.js';
import {
  hashToken,
  issueAccessToken,
  opaqueToken,
  REFRESH_TOKEN_TTL_MS,
  type TokenKeys,
  verifyIdToken,
} from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { addresses, customers, orders, passwordResets, refreshTokens, subscriptions } from '../db/schema.js';
import { hydraError, jsonLd, peekJson, readBody, violationError } from '../http/problems.js';
import { readOptionalChoice } from '../http/query.js';
import { sqlState } from '../log.js';
import { passwordResetMail } from '../mail/customer-mails.js';
import type { Outbox } from '../mail/outbox.js';
import { siteUrl } from '../mail/words.js';
import type { Tx } from '../orders/store.js';
import { SIMULATORS_OFF } from '../simulators/config.js';
import { askConfirmation, syncNewsletterChoice } from './newsletter.js';
import { linkFriend } from './sponsorships.js';

type CustomerRow = typeof customers.$inferSelect;

const customerIri = (id: number) => `/api/v2/shop/customers/${id}`;
const WRONG_PASSWORD = 'Votre mot de passe est incorrect.';
/** A federated sign-in into an account whose address is not proven yet (see the route). */
export const FEDERATED_UNVERIFIED =
  'Un compte protégé par un mot de passe existe déjà pour cette adresse e-mail. Pour vous connecter avec Google, montrez d’abord qu’elle est bien la vôtre : choisissez un nouveau mot de passe avec « Mot de passe oublié ? » (un lien est envoyé à cette adresse), puis revenez vous connecter avec Google.';
const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * The customer with what the shop knows of them (SPEC §3), read from the orders
 * and subscriptions themselves at every answer, so they can never fall out of step: subscriber
 * (a subscription neither stopped nor cancelled — one in error or paused still counts), new
 * customer (no order placed yet: a cart is no order) and the date of the last order placed, by
 * the shopper or by the subscription scheduler.
 */
async function describeCustomer(db: Database | Tx, row: CustomerRow) {
  const [[active], [last]] = await Promise.all([
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.customerId, row.id), notInArray(subscriptions.status, ['stopped', 'cancelled'])))
      .limit(1),
    db
      .select({ at: orders.checkoutCompletedAt })
      .from(orders)
      .where(and(eq(orders.customerId, row.id), eq(orders.state, 'completed')))
      .orderBy(desc(orders.checkoutCompletedAt))
      .limit(1),
  ]);
  return {
    ...serializeCustomer(row),
    subscriber: Boolean(active),
    newCustomer: !last,
    lastOrderDate: last?.at?.toISOString() ?? null,
  };
}

function serializeCustomer(row: CustomerRow) {
  return {
    '@context': '/api/v2/contexts/Customer',
    '@id': customerIri(row.id),
    '@type': 'Customer',
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    gender: row.gender,
    birthday: row.birthday,
    subscribedToNewsletter: row.subscribedToNewsletter,
    preferredLanguage: row.preferredLanguage,
    // A professional account (SPEC §1 B2B, ADR 0020), its company and VAT number.
    professional: row.professional,
    company: row.company,
    vatNumber: row.vatNumber,
    subscriber: false,
    newCustomer: true,
    defaultAddress: row.defaultAddressId ? `/api/v2/shop/addresses/${row.defaultAddressId}` : null,
    user: { verified: row.verified },
  };
}

const federatedLoginSchema = z
  .object({
    'google-token': z.string({ error: 'required' }).min(1, 'required').max(4096, 'too_long'),
    recaptcha: z.string().max(4096, 'too_long').optional(),
  })
  .strict();
const refreshBodySchema = z
  .object({ refresh_token: z.string({ error: 'required' }).min(1, 'required').max(255, 'too_long') })
  .strict();
const resetRequestSchema = z.object({ email: emailSchema, ...captchaBodyShape });
/** Sign-in (SPEC §7 "email and password"), with the captcha's token after failures (ADR 0027). */
const loginBodySchema = loginSchema.extend(captchaBodyShape);
const changePasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: 'required' }).min(1, 'required'),
    newPassword: passwordSchema,
    confirmNewPassword: passwordSchema,
  })
  .strict()
  .refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: 'mismatch' });
const resetBodySchema = z
  .object({ newPassword: passwordSchema, confirmNewPassword: passwordSchema })
  .refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: 'mismatch' });

/**
 * The language an account is created in (ADR 0019), its `preferredLanguage` from then on:
 * the body's, else the `locale` of the call (the page's), else French.
 */
const registrationLanguage = { preferredLanguage: z.enum(LOCALES, { error: 'invalid' }).optional() };
/** Registration (SPEC §5), and the sponsor's code a sponsorship link brought (SPEC §2 sponsorships). */
const registrationBodySchema = registrationSchema.extend({
  sponsorCode: z.string().trim().max(32).optional(),
  ...registrationLanguage,
  ...captchaBodyShape,
});
/** A professional's registration (ADR 0020): the same, with the company and its VAT number. */
const professionalBodySchema = professionalRegistrationSchema.safeExtend({
  ...registrationLanguage,
  ...captchaBodyShape,
});

/**
 * Customers and sign-in (SPEC §7): lookup, registration, token (JWT, 15 minutes) with a
 * refresh token rotated on each use (reuse of an old one revokes the whole family), repeated
 * failures answered 429, personal data of the owner only, reset password by e-mail.
 */
export function customerRoutes({
  db,
  now,
  keys,
  outbox,
  throttle,
  captcha,
  siteOrigin,
  simulators = true,
}: {
  db: Database;
  now: () => Date;
  keys: TokenKeys;
  outbox: Outbox;
  throttle: Throttle;
  /** The proof-of-work captcha (ADR 0027): sign-in after failures, registration and reset e-mails. */
  captcha: Captcha;
  /** Absolute origin of the links in e-mails (SITE_ORIGIN), never taken from the request. */
  siteOrigin: string;
  /** The simulated identity provider is reachable (SIMULATORS); off, the federated sign-in is refused. */
  simulators?: boolean;
}) {
  const app = new Hono<AuthEnv>();
  const auth = requireCustomer(keys, now);
  const newsletter = { db, now, throttle, outbox, siteOrigin };

  /**
   * Every session of a customer ends, and every reset link still pending (password changed or
   * reset, e-mail changed).
   */
  async function revokeSessions(tx: Database | Tx, customerId: number) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
  }

  /** Counts a current-password check of the customer; a 429 with Retry-After past the limit. */
  async function countPasswordCheck(c: Context, customerId: number) {
    await throttle.enforce(c, LIMITS.currentPassword, String(customerId));
  }

  /**
   * The captcha's token of a request (ADR 0027): one that is sent is checked and spent, whether it
   * was required or not, a forged, expired or spent one answering the 422 on `captcha`; none
   * answers it where `required`. The request's language (`locale`) words the message.
   */
  async function checkCaptcha(
    c: Context,
    action: CaptchaAction,
    token: string | undefined,
    required: boolean,
  ): Promise<boolean> {
    const language = readOptionalChoice(c, 'locale', LOCALES) ?? DEFAULT_LOCALE;
    if (token === undefined) {
      if (required) throw captchaError('required', language);
      return false;
    }
    if (!(await captcha.spend(action, token))) throw captchaError('invalid', language);
    return true;
  }

  async function byEmail(email: string) {
    const [row] = await db.select().from(customers).where(eq(customers.email, email.toLowerCase())).limit(1);
    return row ?? null;
  }

  async function issueTokens(c: Context, customer: CustomerRow, family = opaqueToken().hash) {
    const refresh = opaqueToken();
    await db.insert(refreshTokens).values({
      tokenHash: refresh.hash,
      family,
      customerId: customer.id,
      expiresAt: new Date(now().getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now(),
    });
    const [cart] = await db
      .select({ token: orders.tokenValue })
      .from(orders)
      .where(and(eq(orders.customerId, customer.id), eq(orders.state, 'cart')))
      .limit(1);
    return c.json({
      token: await issueAccessToken(keys, customer.id, now()),
      refresh_token: refresh.token,
      customer: customerIri(customer.id),
      user: { verified: customer.verified, username: customer.email },
      cart: cart ? `/api/v2/shop/orders/${cart.token}` : null,
    });
  }

  // The lookup step of the login page: does an account exist for this e-mail (SPEC §2)?
  app.post('/customer/lookup', async (c) => {
    const { email } = await readBody(c, lookupSchema, 'lookup');
    await throttle.enforce(c, LIMITS.lookup, clientAddress(c));
    return c.json({ email: email.toLowerCase(), exists: (await byEmail(email)) !== null });
  });

  app.post('/customers', async (c) => {
    const page = readOptionalChoice(c, 'locale', LOCALES);
    // A body naming a company is a professional's registration: its company and VAT number checked.
    const professional = 'company' in (await peekJson(c));
    const pro = professional ? await readBody(c, professionalBodySchema, 'registration') : null;
    const body = pro ?? (await readBody(c, registrationBodySchema, 'registration'));
    // The account speaks the language it was created in.
    const preferredLanguage = body.preferredLanguage ?? page ?? DEFAULT_LOCALE;
    const common = commonPasswordViolations('password', body.password);
    if (common.length > 0) throw violationError(common);
    // Registration always asks for the captcha's token (ADR 0027).
    await checkCaptcha(c, 'register', body[CAPTCHA_FIELD], true);
    await throttle.enforce(c, LIMITS.registration, clientAddress(c));
    if (await byEmail(body.email)) {
      throw violationError([
        { propertyPath: 'email', code: 'email_taken', message: 'Un compte existe déjà pour cette adresse e-mail.' },
      ]);
    }
    const at = now();
    const [row] = await db
      .insert(customers)
      .values({
        email: body.email.toLowerCase(),
        passwordHash: await hashPassword(body.password),
        firstName: body.firstName,
        lastName: body.lastName,
        preferredLanguage,
        // Consent to the newsletter is given by confirming the e-mailed link (double opt-in), below.
        subscribedToNewsletter: false,
        ...(pro
          ? { professional: true, company: pro.company, companyCountry: pro.companyCountry, vatNumber: pro.vatNumber }
          : {}),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw violationError([
        { propertyPath: 'email', code: 'email_taken', message: 'Un compte existe déjà pour cette adresse e-mail.' },
      ]);
    }
    // SPEC §2 sponsorships: come with a sponsor's code, the new customer is their friend.
    if ('sponsorCode' in body) await linkFriend(db, row.id, body.sponsorCode, at);
    // The newsletter ticked at registration, confirmed by e-mail like any sign-up.
    if (body.subscribedToNewsletter) await askConfirmation(newsletter, row.email, 'account', preferredLanguage);
    return jsonLd(c, await describeCustomer(db, row), 201);
  });

  app.post('/customers/token', async (c, next) => {
    // SPEC §7 "or google-token and recaptcha": the federated sign-in, handled below.
    if ('google-token' in (await peekJson(c))) return next();
    const body = await readBody(c, loginBodySchema, 'login');
    const email = body.email.toLowerCase();
    const address = clientAddress(c);
    // The captcha's token is required once 3 sign-ins have failed within 15 minutes from this
    // address or on this account — an unknown e-mail's count like an account's (ADR 0027). It is
    // checked before any try is counted: a script without one never wears the owner's buckets down.
    const [fromAddress, onAccount] = await Promise.all([
      throttle.count(LOGIN_FAILURES.address, address),
      throttle.count(LOGIN_FAILURES.account, email),
    ]);
    const solved = await checkCaptcha(
      c,
      'login',
      body[CAPTCHA_FIELD],
      fromAddress >= LOGIN_FAILURES.address.max || onAccount >= LOGIN_FAILURES.account.max,
    );
    // The try is counted before the password is checked, in three buckets, one
    // after another and only while the previous one allows it — this address over all accounts,
    // this account from this address (the attacker's own), then this account from anywhere
    // (NIST's 100). So one address adds at most 5 tries to the account's bucket in 15 minutes:
    // locking the owner out takes twenty addresses, not one.
    for (const [limit, subject] of [
      [LIMITS.loginAddress, address],
      [LIMITS.loginAccountAddress, `${email}|${address}`],
      [LIMITS.loginAccount, email],
    ] as const) {
      const hit = await throttle.hit(limit, subject);
      if (!hit.allowed) throw tooMany(c, limit.message, hit.retryAfter);
    }
    const customer = await byEmail(email);
    // The same work and answer for an unknown e-mail and a wrong password.
    const ok = customer
      ? await verifyPassword(body.password, customer.passwordHash)
      : await verifyPassword(body.password, 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA');
    if (!customer || !ok) {
      await Promise.all([throttle.hit(LOGIN_FAILURES.address, address), throttle.hit(LOGIN_FAILURES.account, email)]);
      return c.json({ code: 401, message: WRONG_PASSWORD }, 401);
    }
    // A success ends the account's count of failures; the address's ends only with a success that
    // came with a solved captcha — else a script would clear it by signing into its own account
    // between two guesses at others.
    await Promise.all([
      throttle.reset(LIMITS.loginAccountAddress, `${email}|${address}`),
      throttle.reset(LOGIN_FAILURES.account, email),
      solved ? throttle.reset(LOGIN_FAILURES.address, address) : null,
    ]);
    return issueTokens(c, customer);
  });

  // The federated sign-in (SPEC §2 gi-token): an ID token of the identity provider with a verified
  // e-mail signs in its customer, or opens the account on first use.
  app.post('/customers/token', async (c) => {
    const page = readOptionalChoice(c, 'locale', LOCALES);
    const body = await readBody(c, federatedLoginSchema, 'login');
    if (!simulators) throw hydraError(503, SIMULATORS_OFF.identity);
    const identity = await verifyIdToken(keys, body['google-token'], now());
    if (!identity) return c.json({ code: 401, message: 'La connexion avec Google a échoué.' }, 401);
    let customer = await byEmail(identity.email);
    if (!customer) {
      const at = now();
      const [created] = await db
        .insert(customers)
        .values({
          email: identity.email,
          // No password yet: the customer may choose one with « Mot de passe oublié ».
          passwordHash: await hashPassword(opaqueToken().token),
          firstName: identity.firstName || 'Client',
          lastName: identity.lastName || 'Gamelle',
          // An account opened from a Dutch login page (`?locale=nl`) speaks Dutch.
          preferredLanguage: page ?? DEFAULT_LOCALE,
          subscribedToNewsletter: false,
          // The identity provider vouches for the address.
          verified: true,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      customer = created ?? (await byEmail(identity.email));
    }
    if (!customer) return c.json({ code: 401, message: 'La connexion avec Google a échoué.' }, 401);
    // An account whose address nobody has proven (opened with a password, or given a new e-mail)
    // may be someone else's trap: signing its owner in would hand the trap-setter, who knows the
    // password, everything the owner then stores. The owner proves the address by a reset link
    // first (which ends every other session), then Google signs them in.
    if (!customer.verified) throw hydraError(409, FEDERATED_UNVERIFIED);
    return issueTokens(c, customer);
  });

  app.post('/authentication-token/refresh', async (c) => {
    const body = await readBody(c, refreshBodySchema);
    const hash = hashToken(body.refresh_token);
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
    const refused = () => c.json({ code: 401, message: 'Session expirée : connectez-vous à nouveau.' }, 401);
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now().getTime()) return refused();
    // Rotation: a token is good once; presenting it again means it leaked, so the family dies.
    const used = await db
      .update(refreshTokens)
      .set({ usedAt: now() })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ hash: refreshTokens.tokenHash });
    if (used.length === 0) {
      await db.update(refreshTokens).set({ revokedAt: now() }).where(eq(refreshTokens.family, row.family));
      return refused();
    }
    const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId)).limit(1);
    if (!customer) return refused();
    const answer = await issueTokens(c, customer, row.family);
    // A logout or a password change revokes whole families: if one ran while this refresh did, the
    // family has a revoked token now, and the token just issued must not outlive it.
    const [revoked] = await db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.family, row.family), isNotNull(refreshTokens.revokedAt)))
      .limit(1);
    if (revoked) {
      await db.update(refreshTokens).set({ revokedAt: now() }).where(eq(refreshTokens.family, row.family));
      return refused();
    }
    return answer;
  });

  // Logout: the refresh token's family is revoked; the same answer for any token.
  app.post('/authentication-token/revoke', async (c) => {
    const body = await readBody(c, refreshBodySchema);
    const [row] = await db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(body.refresh_token)))
      .limit(1);
    if (row) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.family, row.family), isNull(refreshTokens.revokedAt)));
    }
    return c.body(null, 204);
  });

  app.post('/customers/reset-password', async (c) => {
    const body = await readBody(c, resetRequestSchema, 'resetPassword');
    const { email } = body;
    // The reset e-mail always asks for the captcha's token (ADR 0027): no script fills mailboxes.
    await checkCaptcha(c, 'reset', body[CAPTCHA_FIELD], true);
    await throttle.enforce(c, LIMITS.resetAddress, clientAddress(c));
    const customer = await byEmail(email);
    // One e-mail per account every few minutes, silently: the answer never tells who is a customer.
    if (customer && (await throttle.hit(LIMITS.resetAccount, String(customer.id))).allowed) {
      const reset = opaqueToken();
      await db.insert(passwordResets).values({
        tokenHash: reset.hash,
        customerId: customer.id,
        expiresAt: new Date(now().getTime() + RESET_TTL_MS),
      });
      // In the customer's preferred language (SPEC §3): the Dutch page for a Dutch reader.
      const language = customer.preferredLanguage === 'nl' ? 'nl' : 'fr';
      await outbox.send(
        passwordResetMail(language, customer.email, {
          firstName: customer.firstName,
          link: siteUrl(siteOrigin, href.forgotPassword({ forgotPassword: reset.token }), language),
        }),
      );
    }
    // The same answer whether the account exists or not: the form must not reveal who is a customer.
    return c.body(null, 202);
  });

  app.patch('/customers/reset-password/:token', async (c) => {
    const body = await readBody(c, resetBodySchema, 'resetPassword');
    const common = commonPasswordViolations('newPassword', body.newPassword);
    if (common.length > 0) throw violationError(common);
    const hash = hashToken(c.req.param('token'));
    const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hash)).limit(1);
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now().getTime()) {
      throw hydraError(404, 'Ce lien de réinitialisation n’est plus valable : demandez-en un nouveau.');
    }
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      // Spent here, once: of two requests with the same link, one changes the password.
      const [spent] = await tx
        .update(passwordResets)
        .set({ usedAt: now() })
        .where(and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt)))
        .returning({ customerId: passwordResets.customerId });
      if (!spent) throw hydraError(404, 'Ce lien de réinitialisation n’est plus valable : demandez-en un nouveau.');
      // The link reached the address: it is the customer's, proven (a federated sign-in may follow).
      await tx
        .update(customers)
        .set({ passwordHash, verified: true, updatedAt: now() })
        .where(eq(customers.id, reset.customerId));
      // Every session of the account ends with the old password, and every other link sent.
      await revokeSessions(tx, reset.customerId);
    });
    return c.body(null, 204);
  });

  app.get('/customers/:id{[0-9]+}', auth, async (c) => {
    if (Number(c.req.param('id')) !== c.get('customerId')) throw hydraError(404, 'Client introuvable.');
    const [row] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, c.get('customerId')))
      .limit(1);
    if (!row) throw hydraError(404, 'Client introuvable.');
    return jsonLd(c, await describeCustomer(db, row));
  });

  // Changing the sign-in e-mail asks for the current password (ASVS 6.2.x); the
  // default address is one more field of the same call (SPEC §7 "PUT (defaultAddress) sets default
  // address"), null to have none.
  const personalBodySchema = (at: Date) =>
    personalDataSchema(at)
      .partial()
      .extend({
        currentPassword: z.string().max(255, 'too_long').optional(),
        defaultAddress: z.string().min(1, 'required').max(255, 'too_long').nullable().optional(),
      })
      .strict();

  /** The caller's own record, locked; any other id is a 404. */
  async function own(c: Context<AuthEnv>, tx: Tx) {
    if (Number(c.req.param('id')) !== c.get('customerId')) throw hydraError(404, 'Client introuvable.');
    const [row] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, c.get('customerId')))
      .for('update')
      .limit(1);
    if (!row) throw hydraError(404, 'Client introuvable.');
    return row;
  }

  /** The id of an address IRI of the customer's own book, else the 422 on `defaultAddress`. */
  async function ownAddress(tx: Tx, customerId: number, iri: string): Promise<number> {
    const id = Number(/^\/api\/v2\/shop\/addresses\/([0-9]{1,15})$/.exec(iri)?.[1] ?? Number.NaN);
    const [address] = Number.isInteger(id)
      ? await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
          .limit(1)
      : [];
    if (!address) {
      throw violationError([
        { propertyPath: 'defaultAddress', code: 'invalid', message: 'Cette adresse n’est pas dans votre carnet.' },
      ]);
    }
    return address.id;
  }

  // SPEC §7 "GET/PUT on the customer URI read or update personal data; PUT (defaultAddress) sets
  // default address" — newsletter consent and the preferred language are personal data too.
  app.put('/customers/:id{[0-9]+}', auth, async (c) => {
    const body = await readBody(c, personalBodySchema(now()), 'customer');
    // Counted outside the transaction (the counters are shared, not part of this change).
    if (body.currentPassword !== undefined) await countPasswordCheck(c, c.get('customerId'));
    // An address to ask for the newsletter's confirmation once the change is saved.
    let confirmNewsletter: string | null = null;
    const answer = await db
      .transaction(async (tx) => {
        const row = await own(c, tx);
        const email = body.email?.toLowerCase();
        if (email && email !== row.email) {
          if (!body.currentPassword) {
            throw violationError([
              {
                propertyPath: 'currentPassword',
                code: 'required',
                message: 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.',
              },
            ]);
          }
          if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
            throw violationError([
              { propertyPath: 'currentPassword', code: 'wrong_password', message: WRONG_PASSWORD },
            ]);
          }
          const [taken] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(eq(customers.email, email))
            .limit(1);
          if (taken) {
            throw violationError([
              {
                propertyPath: 'email',
                code: 'email_taken',
                message: 'Un compte existe déjà pour cette adresse e-mail.',
              },
            ]);
          }
        }
        const defaultAddressId =
          body.defaultAddress === undefined
            ? undefined
            : body.defaultAddress === null
              ? null
              : await ownAddress(tx, row.id, body.defaultAddress);
        const [updated] = await tx
          .update(customers)
          .set({
            // A new address is unproven until a link sent to it is opened.
            ...(email && email !== row.email ? { email, verified: false } : {}),
            ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
            ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
            ...(body.gender !== undefined ? { gender: body.gender } : {}),
            ...(body.birthday !== undefined ? { birthday: body.birthday } : {}),
            ...(body.subscribedToNewsletter !== undefined
              ? { subscribedToNewsletter: body.subscribedToNewsletter }
              : {}),
            ...(body.preferredLanguage !== undefined ? { preferredLanguage: body.preferredLanguage } : {}),
            ...(defaultAddressId !== undefined ? { defaultAddressId } : {}),
            updatedAt: now(),
          })
          .where(eq(customers.id, row.id))
          .returning();
        // Reset links sent to the former address are worth nothing now.
        if (email && email !== row.email) {
          await tx
            .delete(passwordResets)
            .where(and(eq(passwordResets.customerId, row.id), isNull(passwordResets.usedAt)));
        }
        let current = updated ?? row;
        // The consent was the former address's: it leaves the newsletter, and the new address
        // confirms by e-mail to go on receiving it.
        const wasSubscribed = row.subscribedToNewsletter && body.subscribedToNewsletter !== false;
        if (email && email !== row.email) {
          await syncNewsletterChoice(tx as unknown as Database, row.email, false, now());
        }
        const wanted = body.subscribedToNewsletter ?? (email && email !== row.email ? wasSubscribed : undefined);
        // SPEC §3 `subscribedToNewsletter`: the newsletter follows the customer's choice.
        if (wanted !== undefined) {
          const sync = await syncNewsletterChoice(
            tx as unknown as Database,
            current.email,
            wanted,
            now(),
            current.verified,
          );
          if (sync === 'confirm') {
            // Not confirmed yet: unsubscribed until the e-mailed link is opened.
            const [unconfirmed] = await tx
              .update(customers)
              .set({ subscribedToNewsletter: false })
              .where(eq(customers.id, row.id))
              .returning();
            current = unconfirmed ?? current;
            confirmNewsletter = current.email;
          }
        }
        return jsonLd(c, await describeCustomer(tx, current));
      })
      .catch((error: unknown) => {
        // Two accounts taking one address at the same moment: the unique index decides, in French.
        if (sqlState(error) === '23505') {
          throw violationError([
            { propertyPath: 'email', code: 'email_taken', message: 'Un compte existe déjà pour cette adresse e-mail.' },
          ]);
        }
        throw error;
      });
    if (confirmNewsletter) await askConfirmation(newsletter, confirmNewsletter, 'account');
    return answer;
  });

  // SPEC §5 change password: the current one must match; the new one 5 to 255, sent with its confirmation.
  app.put('/customers/:id{[0-9]+}/password', auth, async (c) => {
    const body = await readBody(c, changePasswordBodySchema, 'changePassword');
    const common = commonPasswordViolations('newPassword', body.newPassword);
    if (common.length > 0) throw violationError(common);
    await countPasswordCheck(c, c.get('customerId'));
    const changed = await db.transaction(async (tx) => {
      const row = await own(c, tx);
      if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
        throw violationError([{ propertyPath: 'currentPassword', code: 'wrong_password', message: WRONG_PASSWORD }]);
      }
      const [updated] = await tx
        .update(customers)
        .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: now() })
        .where(eq(customers.id, row.id))
        .returning();
      // Every session ends with the old password; this one goes on with new tokens.
      await revokeSessions(tx, row.id);
      return updated ?? row;
    });
    return issueTokens(c, changed);
  });

  return app;
}
