import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';

/**
 * A digest of what the prerendered site is made of in the database besides the catalogue
 * (ADR 0023): every record of the content system (single types, entries — pages, FAQ, categories,
 * shops… —, redirects) and the catalogue's own images (path and size: a customer's upload is not on
 * a page). `npm start` serves the last build without building again when this digest and the
 * sources' are those it was built from. The catalogue is not in it: each write to a product is a
 * recorded change (`content_changes`, ADR 0023) that the site renders from the change log — while
 * it runs, or at the next start from the last change the build has seen.
 */
export async function siteDataVersion(db: Database): Promise<string> {
  const digestOf = (table: string, row: string, order: string, where = 'true') =>
    sql.raw(`(select coalesce(md5(string_agg(${row}, '|' order by ${order})), '') from ${table} t where ${where})`);
  const result = (await db.execute(sql`select md5(concat_ws(':',
      ${digestOf('content_singletons', 't::text', 't.type, t.locale')},
      ${digestOf('content_entries', 't::text', 't.type, t.key, t.locale')},
      ${digestOf('redirects', 't::text', 't.path')},
      ${digestOf('images', "t.path || ' ' || length(t.bytes)::text || ' ' || t.width || 'x' || t.height", 't.path', 't.customer_id is null')}
    )) as version`)) as unknown as { rows: { version: string }[] };
  const version = result.rows[0]?.version;
  if (!version) throw new Error('the site data digest is empty');
  return version;
}
