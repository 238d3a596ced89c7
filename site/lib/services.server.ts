import { createContentClient, createHttpClient } from '@gamelle/api-client';
import { DEFAULT_CHANNEL_CODE, DEFAULT_LOCALE } from '@gamelle/domain';

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

/** Content API client used at build time (server side only). */
export function contentClient() {
  return createContentClient(
    createHttpClient({
      baseUrl: buildTimeUrl(process.env.CONTENT_API_URL, '/cms'),
      channelCode: DEFAULT_CHANNEL_CODE,
      locale: DEFAULT_LOCALE,
    }),
  );
}
