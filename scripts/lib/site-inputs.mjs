// What the prerendered site is built from outside the database (ADR 0023): the lockfile,
// the site's sources, the kit's, the rules' and the API client's (the site bundles them from
// source), the build's own scripts and patches, and the environment the build reads. With the
// database's part (`siteDataVersion` of the backend), it tells `npm start` whether the last build
// still holds: then it is served as it is, without building again.
import { digestOf } from './digest.mjs';

const SOURCES = [
  'pnpm-lock.yaml',
  'package.json',
  'patches',
  'site',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/api-client/src',
  'packages/api-client/package.json',
  'scripts/prerender.mjs',
  'scripts/sitemap.mjs',
  'scripts/finish-html.mjs',
  'scripts/precompress.mjs',
  'scripts/build-site.mjs',
  'scripts/lib/site-build.mjs',
  'scripts/lib/finish-html.mjs',
  'scripts/lib/precompress.mjs',
  'scripts/lib/sitemap.mjs',
];
/** Folders of `site/` that are not its sources: dependencies, builds, tests and their results. */
const SKIPPED = ['node_modules', 'dist', 'builds', 'live', 'test-results', 'e2e', '.vite'];
/** The environment the site's build reads (`import.meta.env`, the prerender's origins and switches). */
const ENVIRONMENT =
  /^(GAMELLE_(CONTENT|SHOP|SEARCH|IMAGE_HOST|TRACKING)_\w*URL|GAMELLE_(FEATURES|FEATURES_OFF|MAINTENANCE_PATTERNS|SITE_ORIGIN|TAG_MANAGER_ID|SOURCEMAP)|SITE_ORIGIN|CONTENT_API_URL|SHOP_API_URL|SEARCH_API_URL|IMAGE_HOST_URL|TRACKING_URL|MAINTENANCE_ROUTE_PREFIXES|TAG_MANAGER_ID|FEATURES_OFF)$/;

/** A SHA-256 of the sources and environment the site is built from (a few hundred ms). */
export function siteSourcesDigest(env = process.env) {
  const environment = Object.keys(env)
    .filter((key) => ENVIRONMENT.test(key))
    .sort()
    .map((name) => `${name}=${env[name]}\0`)
    .join('');
  // Tests and stories are no part of the build.
  return digestOf(SOURCES, { skip: SKIPPED, skipFile: /\.(test|test-helpers|stories)\.tsx?$/, extra: environment });
}
