import { MAINTENANCE_PATH } from '@gamelle/domain';
import { redirect } from 'vike/abort';
import type { PageContextClient } from 'vike/types';
import { lookupRedirect } from '../lib/catalogue/redirects';
import { pageLocale } from '../lib/i18n/locale';

/** The routes under maintenance, as path patterns of the route table (chosen at build, vite.config.ts). */
const UNDER_MAINTENANCE = import.meta.env.GAMELLE_MAINTENANCE_PATTERNS.map((source) => new RegExp(`^${source}$`));

type RedirectTarget = Parameters<typeof redirect>[0];

/**
 * Runs before every page in the browser (SPEC §2): the maintenance guard (the route table's rows
 * that MAINTENANCE_ROUTE_PREFIXES names), then, on each client-side navigation, the redirect-by-path lookup. The first load needs no
 * lookup: the server already answered it with a redirect.
 */
export default async function guard(pageContext: PageContextClient) {
  const { urlPathname } = pageContext;
  if (urlPathname !== MAINTENANCE_PATH && UNDER_MAINTENANCE.some((pattern) => pattern.test(urlPathname))) {
    throw redirect(MAINTENANCE_PATH);
  }
  if (pageContext.isHydration) return;
  const found = await lookupRedirect(import.meta.env.GAMELLE_CONTENT_API_URL, urlPathname, pageLocale(pageContext));
  if (found) throw redirect(found.redirect as RedirectTarget, found.status === 301 ? 301 : 302);
}
