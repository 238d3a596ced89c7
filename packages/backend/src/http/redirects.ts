import type { Database } from '../db/open.js';
import { redirects } from '../db/schema.js';
import type { RedirectLookup } from './site.js';

/** How long the redirect table is kept in memory before it is read again. */
const REFRESH_MS = 30_000;

/**
 * The redirect table, read into memory and refreshed every 30 s: page requests never wait on the
 * database (only paths with no prerendered file are looked up).
 */
export function redirectLookup(db: Database, refreshMs = REFRESH_MS): RedirectLookup {
  let table: Promise<Map<string, { target: string; status: number }>> | null = null;
  let loadedAt = 0;
  const load = async () => {
    const rows = await db.select().from(redirects);
    return new Map(rows.map((row) => [row.path, { target: row.target, status: row.status }]));
  };
  return async (pathname) => {
    if (!table || Date.now() - loadedAt > refreshMs) {
      loadedAt = Date.now();
      table = load().catch(() => new Map());
    }
    const current = await table;
    return current.get(pathname) ?? current.get(pathname.endsWith('/') ? pathname : `${pathname}/`) ?? null;
  };
}
