import type { Context, MiddlewareHandler } from 'hono';

/** Content answers can be cached briefly by browsers and CDNs; personal answers never. */
export function publicCache(c: Context, seconds = 60): void {
  c.header('Cache-Control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
}

/**
 * Answers with personal data or tokens are never stored by a browser or a proxy:
 * `no-store` on every answer that did not set its own caching on purpose.
 */
export const noStoreByDefault: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
