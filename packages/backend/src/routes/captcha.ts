import { CAPTCHA_ACTIONS } from '@gamelle/domain';
import { Hono } from 'hono';
import type { Captcha } from '../auth/captcha.js';
import { clientAddress, LIMITS, type Throttle } from '../auth/throttle.js';
import { hydraError } from '../http/problems.js';
import { readOptionalChoice } from '../http/query.js';

/**
 * The proof-of-work captcha's challenges (ADR 0027): `GET /shop/captcha/challenge?action=login`
 * answers a signed challenge for that action, to solve within `expiresIn` seconds. Sign-in,
 * registration and the reset e-mail take the solution as their `captcha` field.
 */
export function captchaRoutes({ captcha, throttle }: { captcha: Captcha; throttle: Throttle }) {
  const app = new Hono();

  app.get('/challenge', async (c) => {
    const action = readOptionalChoice(c, 'action', CAPTCHA_ACTIONS);
    if (!action) {
      throw hydraError(400, `Paramètre action manquant (valeurs possibles : ${CAPTCHA_ACTIONS.join(', ')}).`);
    }
    await throttle.enforce(c, LIMITS.captchaChallenge, clientAddress(c));
    return c.json(await captcha.challenge(action));
  });

  return app;
}
