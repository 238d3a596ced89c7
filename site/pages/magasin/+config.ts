import type { Config } from 'vike/types';

export default { routeName: 'shop' } satisfies Config;
