/**
 * The light path of the API client (ADR 0025), for the code every catalogue page ships: the
 * redirect lookup, the live prices of the product store, a category's next page, the tracking
 * service. One JSON request with the conventions of SPEC §7 — the page's `locale` in the query,
 * JSON asked for, a time-out, a refused answer as an error with its status — without what
 * `createHttpClient` adds for the personal areas (schemas, a retry, the session's renewal).
 */
export class LightHttpError extends Error {
  constructor(readonly status: number) {
    super(`statut ${status}`);
    this.name = 'LightHttpError';
  }
}

export interface LightRequest {
  method?: 'GET' | 'POST';
  /** The page's language, sent as `locale` (SPEC §7); none for a call that takes none. */
  locale?: string;
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  credentials?: RequestCredentials;
  /** The browser's HTTP cache for this request (`no-store`: always the server's answer). */
  cache?: RequestCache;
  /** The shopper's access token, sent as a bearer (SPEC §7 "sends the bearer token if held"). */
  bearer?: string | null;
  /** The request outlives the page (an event sent as the shopper leaves). */
  keepalive?: boolean;
  /** 15 s by default, as the full client's. */
  timeoutMs?: number;
  /** The fetch implementation (tests); the global one by default. */
  fetch?: typeof fetch;
}

/** `url` answered as JSON, or a `LightHttpError` (refused), or the fetch's own error (no answer, time-out). */
export async function requestJson<T>(url: string, request: LightRequest = {}): Promise<T> {
  const { method = 'GET', locale, query, body, credentials, cache, bearer, keepalive, timeoutMs = 15_000 } = request;
  const params = new URLSearchParams(query);
  if (locale) params.set('locale', locale);
  const search = params.toString();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await (request.fetch ?? fetch)(search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials,
    cache,
    keepalive,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new LightHttpError(response.status);
  return (await response.json()) as T;
}
