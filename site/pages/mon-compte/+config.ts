import type { Config } from 'vike/types';

export default { routeName: 'account' } satisfies Config;
