import type { Config } from 'vike/types';

/** A mobile app's web view shows the page alone: no header, no footer (SPEC §2 "no layout"). */
export default { layoutVariant: 'none' } satisfies Config;
