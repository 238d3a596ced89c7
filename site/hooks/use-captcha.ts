import type { CaptchaAction } from '@gamelle/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { publicCustomerClient } from '../lib/api/public-shop-api';
import { type Captcha, createCaptcha } from '../lib/captcha/captcha';

/**
 * The proof-of-work captcha of a form (ADR 0027), for `action`: its token is being obtained from
 * the moment the form shows (`prepare` again as the person types, so a new one is ready after a
 * refused attempt); `waiting` while a submit waits for a solve not done yet. The solver's code
 * (ALTCHA, its workers) is loaded then, never by a catalogue page.
 */
export function useCaptcha(action: CaptchaAction, { start = true } = {}): { captcha: Captcha; waiting: boolean } {
  const [captcha] = useState(() =>
    createCaptcha(action, {
      fetchChallenge: (wanted) => publicCustomerClient.captchaChallenge(wanted),
      solve: async (challenge) => (await import('../lib/captcha/solve.client')).solveInWorkers(challenge),
    }),
  );
  useEffect(() => {
    if (start) captcha.prepare();
  }, [captcha, start]);
  const waiting = useSyncExternalStore(
    captcha.subscribe,
    () => captcha.waiting,
    () => false,
  );
  return { captcha, waiting };
}
