import type { Config } from 'vike/types';

export default { routeName: 'maintenance' } satisfies Config;
