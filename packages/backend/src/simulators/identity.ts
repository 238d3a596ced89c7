import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, emailSchema, LOCALES } from '@gamelle/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { clientAddress, LIMITS, type Throttle } from '../auth/throttle.js';
import { hashToken, issueIdToken, type TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { identityChallenges } from '../db/schema.js';
import { hydraError, readBody, violationError } from '../http/problems.js';
import { readOptionalChoice } from '../http/query.js';
import { signInCodeMail } from '../mail/customer-mails.js';
import type { Outbox } from '../mail/outbox.js';
import { refuseWhenOff } from './config.js';

/** A code is good for 10 minutes and 5 tries. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const CHALLENGE_MAX_TRIES = 5;

const challengeBodySchema = z
  .object({
    email: emailSchema,
    firstName: z.string().max(255).optional(),
    lastName: z.string().max(255).optional(),
  })
  .strict();
const codeBodySchema = z
  .object({
    challenge: z.string({ error: 'required' }).min(1, 'required').max(64),
    code: z.string({ error: 'required' }).regex(/^[0-9]{6}$/, 'invalid'),
  })
  .strict();

const codeHash = (challenge: string, code: string) => hashToken(`${challenge}:${code}`);

/**
 * The simulated identity provider (standing for Google Identity Services, unreachable here, as
 * the payment gateway stands for the card processor). Like the real one, it
 * gives an ID token only to whoever proved they hold the account: `POST /challenges` with an
 * e-mail sends a 6-digit code to that address; `POST /id-tokens` with the challenge and the code
 * answers the ID token the login page receives as `gi-token` (docs/api.md).
 */
export function identityRoutes({
  db,
  now,
  keys,
  outbox,
  throttle,
  enabled,
}: {
  db: Database;
  now: () => Date;
  keys: TokenKeys;
  outbox: Outbox;
  throttle: Throttle;
  enabled: boolean;
}) {
  const app = new Hono();
  app.use('*', refuseWhenOff(enabled));

  app.post('/challenges', async (c) => {
    // The code's e-mail in the login page's language (SPEC §7 `locale`; French without it).
    const language = readOptionalChoice(c, 'locale', LOCALES) ?? DEFAULT_LOCALE;
    const body = await readBody(c, challengeBodySchema);
    const email = body.email.toLowerCase();
    await throttle.enforce(c, LIMITS.identityAddress, clientAddress(c));
    await throttle.enforce(c, LIMITS.identityEmail, email);
    await throttle.enforce(c, LIMITS.identityEmailDay, email);
    const at = now();
    const id = randomBytes(18).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.delete(identityChallenges).where(lt(identityChallenges.expiresAt, at));
    await db.insert(identityChallenges).values({
      id,
      email,
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      codeHash: codeHash(id, code),
      expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS),
      createdAt: at,
    });
    await outbox.send(signInCodeMail(language, email, code, CHALLENGE_TTL_MS / 60_000));
    return c.json({ challenge: id, expiresIn: CHALLENGE_TTL_MS / 1000 }, 201);
  });

  app.post('/id-tokens', async (c) => {
    const body = await readBody(c, codeBodySchema);
    const at = now();
    // The try is counted (atomically) before the code is compared: parallel guesses share the 5 tries.
    const [challenge] = await db
      .update(identityChallenges)
      .set({ attempts: sql`${identityChallenges.attempts} + 1` })
      .where(
        and(
          eq(identityChallenges.id, body.challenge),
          isNull(identityChallenges.usedAt),
          gt(identityChallenges.expiresAt, at),
          lt(identityChallenges.attempts, CHALLENGE_MAX_TRIES),
        ),
      )
      .returning();
    if (!challenge) {
      throw hydraError(404, 'Ce code a expiré ou a été essayé trop de fois : demandez-en un nouveau.');
    }
    const expected = Buffer.from(challenge.codeHash);
    const given = Buffer.from(codeHash(challenge.id, body.code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw violationError([{ propertyPath: 'code', code: 'invalid', message: 'Ce code est incorrect.' }]);
    }
    const [used] = await db
      .update(identityChallenges)
      .set({ usedAt: at })
      .where(and(eq(identityChallenges.id, challenge.id), isNull(identityChallenges.usedAt)))
      .returning();
    if (!used) throw hydraError(404, 'Ce code a expiré : demandez-en un nouveau.');
    const idToken = await issueIdToken(
      keys,
      { email: used.email, firstName: used.firstName, lastName: used.lastName },
      at,
    );
    return c.json({ idToken }, 201);
  });

  return app;
}
