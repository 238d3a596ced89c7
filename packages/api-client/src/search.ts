/** Query of the search service's product index (SPEC §7 "a search-service client"). */
export interface SearchQuery {
  q: string;
  animal?: 'dog' | 'cat';
  foodType?: 'dry' | 'wet' | 'treat';
  brand?: string;
  sort?: 'relevancy' | 'best_sellers' | 'newest';
  page?: number;
  hitsPerPage?: number;
  /** The page's language: hits named in it (ADR 0019; French by default). */
  locale?: 'fr' | 'nl';
}

export interface SearchResult<Hit> {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  query: string;
  /**
   * The words searched when some of the query's were typos: each word the index
   * does not know, corrected to its nearest word (« croquetes chein » → « croquetes chien »).
   * Absent when no word was corrected.
   */
  correctedQuery?: string;
  /**
   * When nothing matches: words near the query's that find products, for a « did you mean »
   * (« crokettess » → « croquettes »). Absent otherwise.
   */
  suggestion?: string;
  processingTimeMs: number;
}

/** SPEC §8: a network failure of the search service is status 0 with one of these messages. */
export type SearchNetworkMessage = 'Connection timeout' | 'Socket timeout' | 'Network request failed';

export class SearchError extends Error {
  override readonly name = 'SearchError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface SearchClientOptions {
  /** Base URL of the search service (`/search`). */
  baseUrl: string;
  /** Application id and public, search-only key (SPEC §7); never a private key. */
  applicationId: string;
  apiKey: string;
  /** Connection time-out in milliseconds. @default 5000 */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The search-service client (SPEC §7, §8): sends the application id and public key, and turns
 * network failures into status-0 errors named as the spec names them. Schema-free on purpose: the
 * search page must stay light.
 */
export function createSearchClient({
  baseUrl,
  applicationId,
  apiKey,
  timeoutMs = 5000,
  fetch: fetchImpl,
}: SearchClientOptions) {
  return {
    async searchProducts<Hit = unknown>(query: SearchQuery, signal?: AbortSignal): Promise<SearchResult<Hit>> {
      const params = new URLSearchParams({ q: query.q });
      for (const key of ['animal', 'foodType', 'brand', 'sort', 'page', 'hitsPerPage', 'locale'] as const) {
        const value = query[key];
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      const timeout = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await (fetchImpl ?? fetch)(`${baseUrl}/products?${params}`, {
          headers: {
            accept: 'application/json',
            'x-search-application-id': applicationId,
            'x-search-api-key': apiKey,
          },
          signal: combined,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new SearchError(timeout.aborted ? 'Connection timeout' : 'Network request failed', 0);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new SearchError(
          timeout.aborted ? 'Socket timeout' : 'Network request failed',
          response.ok ? 0 : response.status,
        );
      }
      if (!response.ok) {
        const description = (body as { 'hydra:description'?: string } | null)?.['hydra:description'];
        throw new SearchError(description ?? `Recherche indisponible (${response.status})`, response.status);
      }
      return body as SearchResult<Hit>;
    },
  };
}

export type SearchClient = ReturnType<typeof createSearchClient>;
