import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { simulatorKey } from '../simulators/config.js';
import { StartupError } from '../startup-error.js';

/** Access tokens live 15 minutes (the browser refreshes them 10 minutes before, SPEC §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh tokens live 30 days. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const ISSUER = 'gamelle';
const AUDIENCE = 'gamelle-shop';
/** The only algorithm accepted: a token signed otherwise (or `none`) is refused. */
const ALGORITHMS = ['HS256'];

export interface TokenKeys {
  /** HMAC secret of access tokens; drawn at start when JWT_SECRET is unset. */
  secret: Uint8Array;
}

/** A JWT_SECRET shorter than this is refused where it is required: HS256 wants 256 bits (RFC 7518 §3.2). */
export const JWT_SECRET_MIN_LENGTH = 32;

/**
 * The access tokens' secret: JWT_SECRET, else one drawn for this process. With `shared` (the
 * server over PostgreSQL, DATABASE_URL) it is required: other instances over the same database
 * must accept the tokens this one signs, and a restart must not sign every customer out
 * (ADR 0022).
 */
export function tokenKeysFromEnv(env: NodeJS.ProcessEnv = process.env, { shared = false } = {}): TokenKeys {
  if (shared) {
    const secret = env.JWT_SECRET?.trim() ?? '';
    if (!secret) {
      throw new StartupError(
        'JWT_SECRET manquant : avec DATABASE_URL, chaque instance doit signer les jetons de connexion avec le même secret. Tirez-en un (openssl rand -hex 32) et donnez-le à toutes les instances.',
      );
    }
    if (secret.length < JWT_SECRET_MIN_LENGTH) {
      throw new StartupError(
        `JWT_SECRET trop court (${secret.length} caractères) : il en faut au moins ${JWT_SECRET_MIN_LENGTH}, tirés au hasard (openssl rand -hex 32).`,
      );
    }
  }
  return { secret: env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : randomBytes(32) };
}

/** A short-lived signed JWT naming the customer (`sub`). */
export function issueAccessToken(keys: TokenKeys, customerId: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: 'shop' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keys.secret);
}

/** The customer id of a valid access token, or null (bad signature, algorithm, audience or expired). */
export async function verifyAccessToken(keys: TokenKeys, token: string, now: Date): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** An opaque random token and the SHA-256 the database keeps of it. */
export function opaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The simulated identity provider's ID tokens (standing for Google Identity Services, which the
 * shop cannot reach here): a JWT naming a verified e-mail, valid 5 minutes, signed with the
 * provider's own key (never the shop's access-token key), accepted by `POST /shop/customers/token`
 * as `google-token`. The provider gives one only after the person proved they hold the address
 * (simulators/identity.ts).
 */
const IDENTITY_ISSUER = 'gamelle-identity';
const IDENTITY_AUDIENCE = 'gamelle-shop-login';
const ID_TOKEN_TTL_SECONDS = 5 * 60;

export interface FederatedIdentity {
  email: string;
  firstName: string;
  lastName: string;
}

export function issueIdToken(keys: TokenKeys, identity: FederatedIdentity, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    email: identity.email,
    email_verified: true,
    given_name: identity.firstName,
    family_name: identity.lastName,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(identity.email)
    .setIssuer(IDENTITY_ISSUER)
    .setAudience(IDENTITY_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
    .sign(simulatorKey(keys, 'identity'));
}

/** The identity of a valid ID token with a verified e-mail, or null. */
export async function verifyIdToken(keys: TokenKeys, token: string, now: Date): Promise<FederatedIdentity | null> {
  try {
    const { payload } = await jwtVerify(token, simulatorKey(keys, 'identity'), {
      algorithms: ALGORITHMS,
      issuer: IDENTITY_ISSUER,
      audience: IDENTITY_AUDIENCE,
      currentDate: now,
    });
    if (payload.email_verified !== true || typeof payload.email !== 'string') return null;
    return {
      email: payload.email.toLowerCase(),
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  } catch {
    return null;
  }
}
