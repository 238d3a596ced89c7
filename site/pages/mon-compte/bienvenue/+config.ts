import type { Config } from 'vike/types';

export default { routeName: 'account-welcome', title: 'Bienvenue — Gamelle' } satisfies Config;
