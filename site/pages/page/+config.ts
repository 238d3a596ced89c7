import type { Config } from 'vike/types';

export default { routeName: 'content-page' } satisfies Config;
