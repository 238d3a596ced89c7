import { ApiError, type CaptchaChallenge } from '@gamelle/api-client';
import { CAPTCHA_CODES, CAPTCHA_FIELD, type CaptchaAction } from '@gamelle/domain';

/** A solved challenge: the counter found and the key it gives (ALTCHA's solution). */
export interface CaptchaSolution {
  counter: number;
  derivedKey: string;
}

export interface CaptchaDeps {
  /** `GET /shop/captcha/challenge?action=…` (the customer client's `captchaChallenge`). */
  fetchChallenge: (action: CaptchaAction) => Promise<CaptchaChallenge>;
  /** Finds the solution, off the main thread in the browser (`solveInWorkers`); null when it gave up. */
  solve: (challenge: CaptchaChallenge['challenge']) => Promise<CaptchaSolution | null>;
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
}

/**
 * The proof-of-work captcha of one form (ADR 0027): nothing to read or click. The form asks for a
 * token as soon as the person types (`prepare`), a worker solves it meanwhile, and the submit takes
 * it (`take`) — at once when it is ready, else once solved, the form showing it is working (`waiting`).
 */
export interface Captcha {
  /** Starts obtaining a token, unless one is ready and fresh or on its way. */
  prepare(): void;
  /** The token for one request (spent by it), or undefined when none could be had: the shop says whether it needed one. */
  take(): Promise<string | undefined>;
  /** A submit is waiting for a solve that is not done. */
  readonly waiting: boolean;
  /** Calls `listener` when `waiting` changes; returns the unsubscription. */
  subscribe(listener: () => void): () => void;
}

/** A token is not used in its last 30 seconds: the request must reach the shop before it expires. */
const EXPIRY_MARGIN_MS = 30_000;

/** The token the shop reads: base64 of ALTCHA's payload `{ challenge, solution }`. */
export function encodeToken(challenge: CaptchaChallenge['challenge'], solution: CaptchaSolution): string {
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

type Obtained = { token: string; freshUntil: number } | null;

export function createCaptcha(action: CaptchaAction, { fetchChallenge, solve, now = Date.now }: CaptchaDeps): Captcha {
  let pending: Promise<Obtained> | null = null;
  let settled: Obtained | undefined;
  let waiting = false;
  const listeners = new Set<() => void>();
  const setWaiting = (value: boolean) => {
    if (waiting === value) return;
    waiting = value;
    for (const listener of listeners) listener();
  };

  const obtain = async (): Promise<Obtained> => {
    try {
      const started = now();
      const { challenge, expiresIn } = await fetchChallenge(action);
      const solution = await solve(challenge);
      if (!solution) return null;
      return { token: encodeToken(challenge, solution), freshUntil: started + expiresIn * 1000 - EXPIRY_MARGIN_MS };
    } catch {
      // No challenge (offline, a 429) or no solve: the request goes without, and the shop says if it needed one.
      return null;
    }
  };
  const isFresh = () => settled === undefined || (settled !== null && settled.freshUntil > now());

  const captcha: Captcha = {
    prepare() {
      if (pending && isFresh()) return;
      settled = undefined;
      const started = obtain();
      pending = started;
      void started.then((result) => {
        if (pending === started) settled = result;
      });
    },
    async take() {
      captcha.prepare();
      let current = pending as Promise<Obtained>;
      if (settled === undefined) setWaiting(true);
      try {
        let result = await current;
        // It went stale while the form waited for it (a tab left asleep): once more.
        if (result && result.freshUntil <= now()) {
          pending = null;
          captcha.prepare();
          current = pending as unknown as Promise<Obtained>;
          result = await current;
        }
        return result?.token;
      } finally {
        // Spent by this request, whatever it answers: the next one is obtained anew.
        if (pending === current) {
          pending = null;
          settled = undefined;
        }
        setWaiting(false);
      }
    },
    get waiting() {
      return waiting;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return captcha;
}

/** Whether the shop refused a request for its captcha token (a 422 on `captcha`). */
export function isCaptchaRefusal(error: unknown): boolean {
  const codes: string[] = Object.values(CAPTCHA_CODES);
  return (
    error instanceof ApiError &&
    error.status === 422 &&
    error.violations.some((v) => v.propertyPath === CAPTCHA_FIELD && codes.includes(v.code))
  );
}

/**
 * Sends a request with a token; refused for its token (expired on the way, spent by a request
 * whose answer was lost), once more with a new one. A second refusal is the form's to show; after
 * any refusal the next token is on its way.
 */
export async function withCaptcha<T>(captcha: Captcha, send: (token: string | undefined) => Promise<T>): Promise<T> {
  try {
    try {
      return await send(await captcha.take());
    } catch (error) {
      if (!isCaptchaRefusal(error)) throw error;
      return await send(await captcha.take());
    }
  } catch (error) {
    // Refused (a wrong password, an e-mail taken): the next attempt's token is obtained at once.
    captcha.prepare();
    throw error;
  }
}

/**
 * Sends a request without a token first — for a call that rarely needs one (the sign-in right after
 * a registration) — and, if the shop asks for one, once more with a token solved then.
 */
export async function withCaptchaIfAsked<T>(
  captcha: Captcha,
  send: (token: string | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await send(undefined);
  } catch (error) {
    if (!isCaptchaRefusal(error)) throw error;
    return send(await captcha.take());
  }
}
