import type { Config } from 'vike/types';

export default { routeName: 'shops' } satisfies Config;
