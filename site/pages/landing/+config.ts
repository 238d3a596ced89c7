import type { Config } from 'vike/types';

export default { routeName: 'landing', layoutVariant: 'none' } satisfies Config;
