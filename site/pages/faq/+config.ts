import type { Config } from 'vike/types';

export default { routeName: 'faq' } satisfies Config;
