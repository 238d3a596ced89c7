import type { Context, MiddlewareHandler } from 'hono';
import { hydraError } from '../http/problems.js';
import { type TokenKeys, verifyAccessToken } from './tokens.js';

/** The variables of a route behind `requireCustomer`: the signed-in customer's id. */
export type AuthEnv = { Variables: { customerId: number } };

/** The customer of a valid `Authorization: Bearer …` header, or null. */
export async function bearerCustomer(c: Context, keys: TokenKeys, now: Date): Promise<number | null> {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header)?.[1];
  return token ? await verifyAccessToken(keys, token, now) : null;
}

/** A 401 that asks for a bearer token (the header rides on the answer itself: a thrown error drops `c.header`). */
export function unauthorized() {
  const error = hydraError(401, 'Authentification requise : connectez-vous pour continuer.');
  error.res?.headers.set('WWW-Authenticate', 'Bearer');
  return error;
}

/** `Authorization: Bearer …` required: 401 when missing, malformed or expired (SPEC §6 bearer token). */
export function requireCustomer(keys: TokenKeys, now: () => Date): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const id = await bearerCustomer(c, keys, now());
    if (!id) throw unauthorized();
    c.set('customerId', id);
    await next();
  };
}
