import type { Config } from 'vike/types';

export default { routeName: 'category' } satisfies Config;
