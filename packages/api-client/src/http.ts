import { type ConstraintViolation, constraintViolationSchema, shouldRetry } from '@gamelle/domain';
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClientOptions {
  /** Base URL of the service, absolute (`http://127.0.0.1:3000/api/v2`) or same-origin (`/api/v2`). */
  baseUrl: string;
  /** Added as the `channelCode` query parameter to every call (SPEC §7). Omit for services without channels. */
  channelCode?: string;
  /** Added as the `locale` query parameter to every call (SPEC §7). */
  locale: string;
  /** Returns the bearer token when one is held. */
  getToken?: () => string | null | undefined;
  /**
   * Called when a call made with a token answers 401 (SPEC §6). Resolves true when the session
   * was renewed (the call is then made once more with the new token), false when it ended.
   */
  onUnauthorized?: () => Promise<boolean>;
  /** Number of retries of a GET (SPEC §9: 1). */
  getRetries?: number;
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
 * of the retry rule (never another method).
 */
export function createHttpClient(options: HttpClientOptions) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const getRetries = options.getRetries ?? 1;

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    { query, body, schema, signal, headers: extraHeaders }: RequestOptions<T> = {},
  ): Promise<T> {
    const url = joinUrl(options.baseUrl, path);
    if (options.channelCode) url.searchParams.set('channelCode', options.channelCode);
    url.searchParams.set('locale', options.locale);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
      else url.searchParams.set(key, String(value));
    }

    const headers: Record<string, string> = { Accept: 'application/ld+json', ...extraHeaders };
    if (body !== undefined) {
      headers['Content-Type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json';
    }

    let attempt = 0;
    let renewed = false;
    for (;;) {
      const token = options.getToken?.();
      const sent = token ? { ...headers, Authorization: `Bearer ${token}` } : headers;
      let response: Response;
      try {
        response = await fetchImpl(toRequestUrl(url, options.baseUrl), {
          method,
          headers: sent,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
      } catch (cause) {
        throw new ApiError(cause instanceof Error ? cause.message : 'Network request failed', 0, null);
      }
      // SPEC §6: a 401 on a call made with a token; once the session is renewed, the call again.
      if (response.status === 401 && token && options.onUnauthorized && !renewed) {
        renewed = true;
        if (await options.onUnauthorized()) continue;
      }
      if (!response.ok && shouldRetry(method, response.status, attempt, getRetries)) {
        attempt += 1;
        continue;
      }
      return readResponse(response, schema);
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

async function readResponse<T>(response: Response, schema?: z.ZodType<T>): Promise<T> {
  const text = await response.text();
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
