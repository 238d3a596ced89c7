import { DEFAULT_LOCALE, isLocale, MESSAGES_FR } from '@gamelle/domain';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/open.js';
import { contentSingletons } from '../db/schema.js';
import { hydraError } from '../http/problems.js';

/** Content API (Strapi-like, SPEC §7): every read takes `locale`, falling back to French. */
export function cmsRoutes({ db }: { db: Database }) {
  const app = new Hono();

  app.get('/b2c-header', async (c) => {
    const requested = c.req.query('locale');
    const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const rows = await db
      .select({ locale: contentSingletons.locale, data: contentSingletons.data })
      .from(contentSingletons)
      .where(and(eq(contentSingletons.type, 'b2c-header')));
    const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
    if (!row) throw hydraError(404, MESSAGES_FR.resourceNotFound);
    return c.json(row.data as object);
  });

  return app;
}
