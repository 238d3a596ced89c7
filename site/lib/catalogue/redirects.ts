import { type LightRequest, requestJson } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
/** The content system's answer to the redirect-by-path lookup (SPEC §2, §7). */
export interface PathRedirect {
  redirect: string;
  status: number;
  appMiddleware: boolean;
}

/**
 * A redirect the browser follows (never an open redirect): a path of the shop — one `/`, then neither `/`
 * nor `\` — or an absolute http(s) URL, with no space, tab, newline or backslash a URL parser would
 * read differently; never `//host`, `/\host` or `javascript:`. Smaller than the domain's
 * `safeRedirectLocation`, which the server applies: this code is on every page.
 */
const FOLLOWED = /^(?:\/(?![/\\])|https?:\/\/[^/\\])[^\s\\]*$/i;

/**
 * Asks the content system whether a path is redirected (SPEC §2: on each navigation). A failing
 * lookup never blocks the navigation: it answers `null` after the time-out.
 */
export async function lookupRedirect(
  contentApiUrl: string,
  path: string,
  locale: Locale,
  options: Pick<LightRequest, 'fetch' | 'timeoutMs'> = {},
): Promise<PathRedirect | null> {
  try {
    const body = await requestJson<{ data?: PathRedirect | null }>(`${contentApiUrl}/b2c-redirects`, {
      locale,
      query: { path },
      timeoutMs: 3000,
      ...options,
    });
    const data = body.data;
    return data && typeof data.redirect === 'string' && FOLLOWED.test(data.redirect) ? data : null;
  } catch {
    return null;
  }
}
