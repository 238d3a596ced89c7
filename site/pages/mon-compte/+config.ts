import type { Config } from 'vike/types';

export default { routeName: 'account', title: 'Mon compte — Gamelle' } satisfies Config;
