import type { Config } from 'vike/types';

export default { routeName: 'sample' } satisfies Config;
