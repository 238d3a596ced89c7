import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import type { TokenKeys } from '../auth/tokens.js';
import { hydraError } from '../http/problems.js';
import { StartupError } from '../startup-error.js';

/**
 * The simulated outside services: identity provider, card gateway and PayPal
 * stand for services the shop cannot reach here. They are on for `npm start` and tests, off by
 * default when NODE_ENV=production, and `SIMULATORS=on|off` decides explicitly.
 */
export function simulatorsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.SIMULATORS?.trim().toLowerCase();
  if (value === undefined || value === '') return env.NODE_ENV !== 'production';
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new StartupError(`SIMULATORS invalide : « ${env.SIMULATORS} ». Valeurs possibles : on, off.`);
}

/** What the shop answers for a flow that needs a simulator when they are off. */
export const SIMULATORS_OFF = {
  service: 'Ce service simulé est désactivé sur ce serveur (SIMULATORS=off).',
  identity: 'La connexion avec Google n’est pas disponible : connectez-vous avec votre e-mail et votre mot de passe.',
  payment: 'Ce moyen de paiement n’est pas disponible pour le moment : choisissez le chèque ou le virement bancaire.',
} as const;

/** Answers 503 for every call of a switched-off simulator. */
export function refuseWhenOff(on: boolean) {
  return async (_c: Context, next: () => Promise<void>) => {
    if (!on) throw hydraError(503, SIMULATORS_OFF.service);
    await next();
  };
}

/**
 * A simulator's own signing key, derived from the shop's secret so that several instances agree
 * (as a real provider's key is shared with the shop); neither key ever reaches the browser.
 */
export function simulatorKey(keys: TokenKeys, service: 'identity' | 'paypal'): Uint8Array {
  return new Uint8Array(createHmac('sha256', keys.secret).update(`gamelle-simulator:${service}`).digest());
}
