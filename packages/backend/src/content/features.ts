import { FEATURES, type Feature, href, matchRoute } from '@gamelle/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { contentSingletons } from '../db/schema.js';

/** The content entry that switches features (SPEC §6), one for every locale. */
const TYPE = 'b2c-features';
const LOCALE = 'fr';

/**
 * The features the shop runs now (SPEC §6 "Feature flags gate pets, sponsorships, guides, order and
 * subscription redirects and the embedded view", ADR 0017): all of them but those the
 * content entry `b2c-features` turns off, read on each ask — every instance over one database sees
 * a switch at once, with no build. A name the shop does not know is ignored.
 */
export async function enabledFeatures(db: Database): Promise<Feature[]> {
  const [row] = await db
    .select({ data: contentSingletons.data })
    .from(contentSingletons)
    .where(and(eq(contentSingletons.type, TYPE), eq(contentSingletons.locale, LOCALE)))
    .limit(1);
  const off = (row?.data as { off?: unknown } | undefined)?.off;
  const names = Array.isArray(off) ? off.filter((name): name is string => typeof name === 'string') : [];
  return FEATURES.filter((feature) => !names.includes(feature));
}

/** Turns off exactly `off` (the others on), as the back office asks. */
export async function switchFeatures(db: Database, off: readonly Feature[], at: Date): Promise<Feature[]> {
  await db
    .insert(contentSingletons)
    .values({ type: TYPE, locale: LOCALE, data: { off }, updatedAt: at })
    .onConflictDoUpdate({
      target: [contentSingletons.type, contentSingletons.locale],
      set: { data: { off }, updatedAt: at },
    });
  return FEATURES.filter((feature) => !off.includes(feature));
}

/**
 * Where a page of a feature turned off sends its visitor (SPEC §2 feature guards), or null when
 * the page has no feature or its feature runs: the account for its own pages, the home page else.
 */
export async function featureGuardTarget(db: Database, pathname: string): Promise<string | null> {
  const feature = matchRoute(pathname)?.route.feature;
  if (!feature) return null;
  if ((await enabledFeatures(db)).includes(feature)) return null;
  const account = href.account();
  return pathname.startsWith(account) && pathname !== account ? account : href.home();
}
