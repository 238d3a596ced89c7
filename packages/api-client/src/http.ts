import {
  type ConstraintViolation,
  constraintViolationSchema,
  DEFAULT_TIMEOUT_MS,
  MAX_RETRY_WAIT_MS,
  RETRY_BACKOFF_MS,
  retryWaitMs,
  shouldRetry,
} from '@gamelle/domain';
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientOptions {
  /** Base URL of the service, absolute (`http://127.0.0.1:3000/api/v2`) or same-origin (`/api/v2`). */
  baseUrl: string;
  /** Added as the `channelCode` query parameter to every call (SPEC §7). Omit for services without channels. */
  channelCode?: string;
  /**
   * Added as the `locale` query parameter to every call (SPEC §7). A function is asked at each
   * call: a client made once for a site that speaks several languages sends the page's.
   */
  locale: string | (() => string);
  /** Returns the bearer token when one is held. */
  getToken?: () => string | null | undefined;
  /**
   * Called when a call made with a token answers 401 (SPEC §6). Resolves true when the session
   * was renewed (the call is then made once more with the new token), false when it ended.
   */
  onUnauthorized?: () => Promise<boolean>;
  /** Number of retries of a GET (SPEC §9: 1). */
  getRetries?: number;
  /** Time-out of each try, in milliseconds, answer body included (SPEC §7 retry rule). @default 15000 */
  timeoutMs?: number;
  /** First back-off before a retry, doubled for each further one, with jitter. @default 300 */
  retryBackoffMs?: number;
  /** Longest wait before a retry: a longer `Retry-After` is not waited for, the answer is reported. @default 10000 */
  maxRetryWaitMs?: number;
  /** The fetch implementation; the global one by default. */
  fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  query?: Record<string, string | number | readonly (string | number)[] | undefined>;
  body?: unknown;
  /** Parses the JSON answer; an answer that does not match is an `ApiError` of status 0. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>;
  /** A file rather than JSON (an invoice PDF): a 2xx answer is given as a `Blob`, an error as usual. */
  binary?: boolean;
  /** A multipart body (a file upload) instead of `body`; the browser sets its content type. */
  form?: FormData;
}

/** An answer other than 2xx, or one that could not be read. `violations` holds a 422's field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly violations: ConstraintViolation[] = [],
  ) {
    super(message);
  }
}

/** A try that got no whole answer within the time-out (status 0), after its retry for a GET. */
export class ApiTimeoutError extends ApiError {
  constructor(readonly timeoutMs: number) {
    super(`Le service n’a pas répondu dans le délai de ${Math.round(timeoutMs / 1000)} s.`, 0, null);
  }
}

/**
 * One try's signal: aborted by the caller's signal or after `timeoutMs` (a timer of the page, not
 * `AbortSignal.timeout`, so the time-out is the same clock as the rest of the client).
 */
function trySignal(caller: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const abort = () => controller.abort(caller?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Délai dépassé', 'TimeoutError'));
  }, timeoutMs);
  if (caller?.aborted) abort();
  else caller?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', abort);
    },
  };
}

/** Waits `ms` before a retry; the caller's abort ends the wait at once. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new ApiError(signal?.reason instanceof Error ? signal.reason.message : 'Requête annulée', 0, null));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

const violationListSchema = z.object({ violations: z.array(constraintViolationSchema) });
const describedErrorSchema = z.object({ 'hydra:description': z.string() });

function joinUrl(baseUrl: string, path: string): URL {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  // Same-origin bases are resolved against the page; `http://localhost` only makes URL() accept them.
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(`${base}${path}`, origin);
}

function toRequestUrl(url: URL, baseUrl: string): string {
  return /^https?:\/\//.test(baseUrl) ? url.href : `${url.pathname}${url.search}`;
}

/**
 * The one fetch wrapper of SPEC §7: adds `channelCode` and `locale`, asks for JSON-LD, sends the
 * bearer token when held, sends PATCH as merge-patch JSON, and retries a GET once on the statuses
 * of the retry rule or when it got no answer (never another method). Each try has a time-out
 * (15 s); a retry waits what the server's `Retry-After` asks — up to 10 s, beyond it the answer is
 * reported — or else an exponential back-off with jitter from 300 ms.
 */
export function createHttpClient(options: HttpClientOptions) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const getRetries = options.getRetries ?? 1;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const waitBeforeRetry = (retry: number, retryAfter?: string | null) =>
    retryWaitMs({
      retry,
      retryAfter,
      now: Date.now(),
      random: Math.random(),
      baseMs: options.retryBackoffMs ?? RETRY_BACKOFF_MS,
      maxMs: options.maxRetryWaitMs ?? MAX_RETRY_WAIT_MS,
    });

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    { query, body, schema, signal, headers: extraHeaders, binary, form }: RequestOptions<T> = {},
  ): Promise<T> {
    const url = joinUrl(options.baseUrl, path);
    if (options.channelCode) url.searchParams.set('channelCode', options.channelCode);
    url.searchParams.set('locale', typeof options.locale === 'function' ? options.locale() : options.locale);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
      else url.searchParams.set(key, String(value));
    }

    const headers: Record<string, string> = {
      Accept: binary ? '*/*' : 'application/ld+json',
      ...extraHeaders,
    };
    if (body !== undefined && form === undefined) {
      headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
    }

    let attempt = 0;
    let renewed = false;
    for (;;) {
      const token = options.getToken?.();
      const sent = token ? { ...headers, Authorization: `Bearer ${token}` } : headers;
      const current = trySignal(signal, timeoutMs);
      // No answer (network failure, time-out, caller's abort), as the error to report.
      const failure = (cause: unknown) =>
        current.timedOut()
          ? new ApiTimeoutError(timeoutMs)
          : new ApiError(cause instanceof Error ? cause.message : 'Network request failed', 0, null);
      let response: Response;
      try {
        response = await fetchImpl(toRequestUrl(url, options.baseUrl), {
          method,
          headers: sent,
          body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
          signal: current.signal,
        });
      } catch (cause) {
        current.done();
        const error = failure(cause);
        if (signal?.aborted || !shouldRetry(method, null, attempt, getRetries)) throw error;
        await pause(waitBeforeRetry(attempt) ?? 0, signal);
        attempt += 1;
        continue;
      }
      try {
        // SPEC §6: a 401 on a call made with a token; once the session is renewed, the call again.
        if (response.status === 401 && token && options.onUnauthorized && !renewed) {
          renewed = true;
          current.done();
          if (await options.onUnauthorized()) continue;
        }
        if (!response.ok && shouldRetry(method, response.status, attempt, getRetries)) {
          const wait = waitBeforeRetry(attempt, response.headers.get('Retry-After'));
          // Asked to wait longer than the client waits: the 429 or 503 is the answer.
          if (wait !== null) {
            current.done();
            void response.body?.cancel().catch(() => {});
            await pause(wait, signal);
            attempt += 1;
            continue;
          }
        }
        if (binary && response.ok) {
          try {
            return (await response.blob()) as T;
          } catch (cause) {
            throw failure(cause);
          }
        }
        return await readResponse(response, schema, failure);
      } finally {
        current.done();
      }
    }
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions<T>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) => request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) => request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions<T>) => request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions<T>) => request<T>('DELETE', path, opts),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

async function readResponse<T>(
  response: Response,
  schema: z.ZodType<T> | undefined,
  failure: (cause: unknown) => ApiError,
): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    // The body cut short: by the time-out, the caller or the network.
    throw failure(cause);
  }
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('Réponse illisible', response.ok ? 0 : response.status, text);
    }
  }
  if (!response.ok) {
    const violations = violationListSchema.safeParse(json);
    const described = describedErrorSchema.safeParse(json);
    throw new ApiError(
      described.success ? described.data['hydra:description'] : `HTTP ${response.status}`,
      response.status,
      json,
      violations.success ? violations.data.violations : [],
    );
  }
  if (!schema) return json as T;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError('Réponse inattendue', 0, json);
  return parsed.data;
}
