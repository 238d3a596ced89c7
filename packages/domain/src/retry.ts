/**
 * Retry rule of the fetch client (SPEC §7, §9): GET is retried once by default; POST, PUT, PATCH
 * and DELETE never are. Only these statuses are retried, and a GET that got no answer at all
 * (network failure, time-out: `status` null).
 */
export const RETRIED_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const DEFAULT_GET_RETRIES = 1;

export function shouldRetry(
  method: string,
  status: number | null,
  attempt: number,
  maxRetries: number = DEFAULT_GET_RETRIES,
): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  if (attempt >= maxRetries) return false;
  return status === null || (RETRIED_STATUSES as readonly number[]).includes(status);
}

/** Time-out of one try of a call: past it, the try is abandoned. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** The first back-off before a retry; each further retry waits twice as long. */
export const RETRY_BACKOFF_MS = 300;
/** The longest wait before a retry: a `Retry-After` beyond it is not waited for. */
export const MAX_RETRY_WAIT_MS = 10_000;

/**
 * Milliseconds a `Retry-After` header asks to wait: delay-seconds (`120`) or an HTTP date (past
 * dates: 0); `null` when absent or unreadable.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // HTTP dates start with the day's name (`Sat, 21 Nov 2026 10:00:05 GMT`); `-1` or `1.5` is none.
  const date = /^[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export interface RetryWait {
  /** Retries already made (0 before the first one). */
  retry: number;
  /** The answer's `Retry-After` header, when there was an answer. */
  retryAfter?: string | null;
  now: number;
  /** A number in [0, 1), `Math.random` in the client. */
  random: number;
  baseMs?: number;
  maxMs?: number;
}

/**
 * How long to wait before the next try: what the server's `Retry-After` asks,
 * or else an exponential back-off with jitter (300 ms, then 600 ms…, each up to half as much again,
 * so that tabs that failed together do not come back together); `null` when the server asks for
 * more than `maxMs` — the caller then gives up and reports the answer it has.
 */
export function retryWaitMs({
  retry,
  retryAfter,
  now,
  random,
  baseMs = RETRY_BACKOFF_MS,
  maxMs = MAX_RETRY_WAIT_MS,
}: RetryWait): number | null {
  const asked = retryAfterMs(retryAfter, now);
  if (asked !== null) return asked > maxMs ? null : asked;
  return Math.min(maxMs, Math.round(baseMs * 2 ** retry * (1 + random / 2)));
}
