import type { Context } from 'hono';

/** Content answers can be cached briefly by browsers and CDNs; personal answers never. */
export function publicCache(c: Context, seconds = 60): void {
  c.header('Cache-Control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
}
