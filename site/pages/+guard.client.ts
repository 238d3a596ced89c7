import { isUnderMaintenance, localizedRouteName, MAINTENANCE_PATH } from '@gamelle/domain';
import { redirect } from 'vike/abort';
import type { PageContextClient } from 'vike/types';
import { lookupRedirect } from '../lib/redirects';

const MAINTENANCE_PREFIXES = import.meta.env.GAMELLE_MAINTENANCE_PREFIXES.split(',');

type RedirectTarget = Parameters<typeof redirect>[0];

/**
 * Runs before every page in the browser (SPEC §2): the maintenance guard by route-name prefix,
 * then, on each client-side navigation, the redirect-by-path lookup. The first load needs no
 * lookup: the server already answered it with a redirect.
 */
export default async function guard(pageContext: PageContextClient) {
  const { urlPathname } = pageContext;
  const name = pageContext.config.routeName;
  if (name && urlPathname !== MAINTENANCE_PATH && isUnderMaintenance(localizedRouteName(name), MAINTENANCE_PREFIXES)) {
    throw redirect(MAINTENANCE_PATH);
  }
  if (pageContext.isHydration) return;
  const found = await lookupRedirect(import.meta.env.GAMELLE_CONTENT_API_URL, urlPathname);
  if (found) throw redirect(found.redirect as RedirectTarget, found.status === 301 ? 301 : 302);
}
