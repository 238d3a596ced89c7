import { createHmac } from 'node:crypto';
import {
  CAPTCHA_CODES,
  type CaptchaAction,
  FORM_MESSAGES_FR,
  FORM_MESSAGES_NL,
  formMessage,
  type Locale,
} from '@gamelle/domain';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/open.js';
import { captchaSolutions } from '../db/schema.js';
import { violationError } from '../http/problems.js';
import { StartupError } from '../startup-error.js';
import type { Limit } from './throttle.js';
import type { TokenKeys } from './tokens.js';

/**
 * The self-hosted proof-of-work captcha (ADR 0027), on ALTCHA's PoW v2 (altcha-lib): the shop
 * signs a challenge bound to one action and a few minutes; the browser finds, by trying counters,
 * the PBKDF2 key whose first half the challenge names; the shop checks the solution with one HMAC
 * and spends it in the database, so that it is good once whichever instance receives it.
 */

/** The key derivation of every challenge: PBKDF2 is native in browsers (Web Crypto) and Node. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations of one try: enough that a try's cost is the hashing, not the call around it. */
export const CAPTCHA_COST = 1_000;
/**
 * The most tries a solution takes when CAPTCHA_DIFFICULTY is unset; each challenge's counter is
 * drawn between half of it and it. About 0.2 s in a desktop browser and under a second on a
 * mid-range phone (docs/security.md « Captcha »); a script pays the same per token.
 */
export const DEFAULT_CAPTCHA_DIFFICULTY = 2_000;
/** Highest CAPTCHA_DIFFICULTY accepted: beyond it a phone would work for a minute. */
export const MAX_CAPTCHA_DIFFICULTY = 100_000;
/** How long a challenge may be solved and its token sent. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

const MINUTE = 60_000;

/**
 * Failed sign-ins after which `POST /shop/customers/token` asks for a token (3 within 15 minutes),
 * from one address and on one account; a success ends the count (ADR 0027). Counters of
 * `throttle_buckets`, never a 429 of their own.
 */
export const LOGIN_FAILURES = {
  address: { name: 'login-failures:address', max: 3, windowMs: 15 * MINUTE, message: '' },
  account: { name: 'login-failures:account', max: 3, windowMs: 15 * MINUTE, message: '' },
} as const satisfies Record<string, Limit>;

export interface CaptchaSettings {
  /** The most tries a solution takes (CAPTCHA_DIFFICULTY). */
  difficulty: number;
  /** HMAC secret of the challenges, derived from the shop's secret (JWT_SECRET). */
  signatureSecret: string;
  /** HMAC secret of the keys a challenge expects, derived likewise. */
  keySecret: string;
}

/**
 * The captcha's settings: CAPTCHA_DIFFICULTY, a whole number from 1 to {@link MAX_CAPTCHA_DIFFICULTY}
 * (low in tests, {@link DEFAULT_CAPTCHA_DIFFICULTY} unset; anything else stops the start), and
 * HMAC secrets derived from the access tokens' secret — the same on every instance, like it.
 */
export function captchaSettingsFromEnv(keys: TokenKeys, env: NodeJS.ProcessEnv = process.env): CaptchaSettings {
  const raw = env.CAPTCHA_DIFFICULTY?.trim();
  const difficulty = raw ? Number(raw) : DEFAULT_CAPTCHA_DIFFICULTY;
  if (raw && (!/^\d{1,6}$/.test(raw) || difficulty < 1 || difficulty > MAX_CAPTCHA_DIFFICULTY)) {
    throw new StartupError(
      `CAPTCHA_DIFFICULTY « ${raw.slice(0, 20)} » n’est pas un nombre d’essais de 1 à ${MAX_CAPTCHA_DIFFICULTY} (${DEFAULT_CAPTCHA_DIFFICULTY} par défaut).`,
    );
  }
  const derive = (label: string) => createHmac('sha256', keys.secret).update(`gamelle-captcha:${label}`).digest('hex');
  return { difficulty, signatureSecret: derive('challenge'), keySecret: derive('key') };
}

/** What a challenge's signed `data` carries. */
const challengeDataSchema = z.object({
  action: z.string(),
  /** Seconds since the epoch, on the shop's clock. */
  expires: z.number().int(),
  difficulty: z.number().int(),
});

const hex = z.string().regex(/^[0-9a-f]+$/);
/** The shape of a token's payload; its values are then checked by signature, never trusted. */
const payloadSchema = z.object({
  challenge: z.looseObject({
    parameters: z.looseObject({
      algorithm: z.string(),
      cost: z.number(),
      nonce: hex,
      salt: hex,
      keyPrefix: hex,
      keyLength: z.number(),
      keySignature: hex,
      data: challengeDataSchema,
    }),
    signature: hex,
  }),
  solution: z.looseObject({ counter: z.number().int().nonnegative(), derivedKey: hex }),
});

export interface CaptchaChallenge {
  /** ALTCHA's challenge: its parameters and their HMAC signature. */
  challenge: Challenge;
  /** Seconds the challenge may still be solved and sent. */
  expiresIn: number;
}

export interface Captcha {
  /** A new signed challenge for `action`. */
  challenge(action: CaptchaAction): Promise<CaptchaChallenge>;
  /**
   * Whether `token` solves a challenge of this shop for `action`, unexpired, at today's difficulty
   * and never spent; a good one is spent by this call.
   */
  spend(action: CaptchaAction, token: string): Promise<boolean>;
}

/** The token the browser sends: base64 of `{ challenge, solution }` (ALTCHA's payload). */
export function encodeCaptchaToken(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution }), 'utf8').toString('base64');
}

function decodeToken(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createCaptcha({
  db,
  now,
  settings,
}: {
  db: Database;
  now: () => Date;
  settings: CaptchaSettings;
}): Captcha {
  let lastSweep = 0;
  async function sweep(at: Date) {
    // Spent solutions of expired challenges are deleted now and then, by whichever instance passes by.
    if (at.getTime() - lastSweep < 10 * MINUTE) return;
    lastSweep = at.getTime();
    await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, at));
  }

  return {
    async challenge(action) {
      const { difficulty } = settings;
      const expires = Math.floor((now().getTime() + CAPTCHA_TTL_MS) / 1000);
      const challenge = await createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: CAPTCHA_COST,
        // Deterministic mode: the shop picks the counter, so the work is known and the check is one HMAC.
        counter: randomInt(difficulty, Math.ceil(difficulty / 2)),
        deriveKey,
        // The expiry is in the signed data, checked on the shop's own (injected) clock, not ALTCHA's
        // `expiresAt`, which the library compares with the machine's.
        data: { action, expires, difficulty },
        hmacSignatureSecret: settings.signatureSecret,
        hmacKeySignatureSecret: settings.keySecret,
      });
      return { challenge, expiresIn: Math.floor(CAPTCHA_TTL_MS / 1000) };
    },

    async spend(action, token) {
      const payload = decodeToken(token);
      if (!payload) return false;
      const { parameters } = payload.challenge;
      const at = now();
      if (
        parameters.data.action !== action ||
        parameters.data.expires * 1000 <= at.getTime() ||
        parameters.data.difficulty < settings.difficulty ||
        parameters.algorithm !== CAPTCHA_ALGORITHM ||
        parameters.cost !== CAPTCHA_COST
      ) {
        return false;
      }
      let verified = false;
      try {
        ({ verified } = await verifySolution({
          challenge: payload.challenge as Challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: settings.signatureSecret,
          hmacKeySignatureSecret: settings.keySecret,
        }));
      } catch {
        verified = false;
      }
      if (!verified) return false;
      // Spent once: of two requests with the same solution, the one whose row goes in is accepted.
      const spent = await db
        .insert(captchaSolutions)
        .values({ signature: payload.challenge.signature, expiresAt: new Date(parameters.data.expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutions.signature });
      await sweep(at);
      return spent.length === 1;
    },
  };
}

/**
 * The 422 of a missing or refused token: a violation on `captcha` (code `captcha_required` or
 * `captcha_invalid`) in the request's language, which a form shows at its top. The same whether an
 * account exists or not.
 */
export function captchaError(code: keyof typeof CAPTCHA_CODES, language: Locale) {
  const catalogue = language === 'nl' ? FORM_MESSAGES_NL : FORM_MESSAGES_FR;
  const key = CAPTCHA_CODES[code];
  return violationError([
    { propertyPath: 'captcha', code: key, message: formMessage('generic', 'captcha', key, { catalogue }) },
  ]);
}
