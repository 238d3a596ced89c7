import type { Config } from 'vike/types';

/** The demo stands for an app's screen: no header, no footer (SPEC §2 embedded view). */
export default { layoutVariant: 'none' } satisfies Config;
