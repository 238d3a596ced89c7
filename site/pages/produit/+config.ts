import type { Config } from 'vike/types';

export default { routeName: 'product' } satisfies Config;
