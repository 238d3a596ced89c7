import type { Config } from 'vike/types';

export default { routeName: 'search', title: 'Rechercher — Gamelle' } satisfies Config;
