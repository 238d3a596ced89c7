import type { Config } from 'vike/types';

export default { title: 'Rechercher — Gamelle' } satisfies Config;
