import type { Config } from 'vike/types';

export default { routeName: 'cart' } satisfies Config;
