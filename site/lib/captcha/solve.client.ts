import type { CaptchaChallenge } from '@gamelle/api-client';
import type { Challenge } from 'altcha-lib/types';
import type { CaptchaSolution } from './captcha';

/** At most this many workers: past four, a phone heats more than it gains. */
const MAX_WORKERS = 4;

/**
 * Solves a captcha challenge (ADR 0027) off the main thread: ALTCHA's `solveChallengeWorkers` with
 * up to four Web Workers (same-origin scripts, as the Content-Security-Policy wants), the page
 * never waits on it. Without workers, on the main thread in short slices. Its code is loaded by
 * the forms that ask for a token only, never by a catalogue page.
 */
export async function solveInWorkers(challenge: CaptchaChallenge['challenge']): Promise<CaptchaSolution | null> {
  const altcha = await import('altcha-lib');
  const given = challenge as Challenge;
  if (typeof Worker === 'undefined') {
    const { deriveKey } = await import('altcha-lib/algorithms/web/pbkdf2');
    return altcha.solveChallenge({ challenge: given, deriveKey });
  }
  return altcha.solveChallengeWorkers({
    challenge: given,
    concurrency: Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1)),
    createWorker: () => new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' }),
  });
}
