import { createContentClient, createHttpClient } from '@gamelle/api-client';
import { DEFAULT_CHANNEL_CODE, type Locale } from '@gamelle/domain';

/**
 * Base URL of a service when the site is prerendered: service URLs may be same-origin paths
 * (`/cms`), resolved against GAMELLE_API_ORIGIN — the backend the build talks to.
 */
function buildTimeUrl(configured: string | undefined, fallback: string): string {
  const value = configured ?? fallback;
  if (/^https?:\/\//.test(value)) return value;
  const origin = process.env.GAMELLE_API_ORIGIN;
  if (!origin) {
    throw new Error(
      `Le prérendu a besoin du backend : définissez GAMELLE_API_ORIGIN (par exemple http://127.0.0.1:3000) ou une URL absolue pour ${fallback}.`,
    );
  }
  return new URL(value, origin).href;
}

/**
 * The build's fetch: a content API that cannot be reached or answers an error fails the build
 * with the URL and the status (never a half-built site); a 404 goes on to the page,
 * which becomes the 404 page.
 */
export function buildFetch(fetcher: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    let response: Response;
    try {
      response = await fetcher(input, init).catch((cause: unknown) => {
        // A kept-alive connection the server has just closed fails the first attempt: a read is
        // tried once more on a new connection (network failures only, never an HTTP error).
        if ((init?.method ?? 'GET') !== 'GET') throw cause;
        return fetcher(input, init);
      });
    } catch (cause) {
      throw new Error(
        `Service injoignable pendant le prérendu : ${init?.method ?? 'GET'} ${url} (${(cause as Error).message})`,
      );
    }
    if (!response.ok && response.status !== 404) {
      throw new Error(`Service en erreur pendant le prérendu : ${init?.method ?? 'GET'} ${url} → ${response.status}`);
    }
    return response;
  };
}

/** Content API client used at build time (server side only), in the language of the page being rendered. */
export function contentClient(locale: Locale) {
  return createContentClient(
    createHttpClient({
      baseUrl: buildTimeUrl(process.env.CONTENT_API_URL, '/cms'),
      channelCode: DEFAULT_CHANNEL_CODE,
      // The page's language: the content system answers in it, French where untranslated.
      locale,
      fetch: buildFetch(),
      // A failure stops the build at once: no retry.
      getRetries: 0,
      // A page of 500 products on a busy build machine: not the browser's 15 s time-out.
      timeoutMs: 120_000,
    }),
  );
}
