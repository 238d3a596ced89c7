import type { Config } from 'vike/types';

export default { layoutVariant: 'none' } satisfies Config;
