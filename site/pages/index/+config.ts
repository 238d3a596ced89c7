import type { Config } from 'vike/types';

export default { routeName: 'home' } satisfies Config;
