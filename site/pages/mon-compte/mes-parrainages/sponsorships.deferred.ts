import { deferred } from '../../../render/deferred';

/** The sponsorships load after the page (ADR 0005). */
export const sponsorshipsView = deferred(() => import('./Sponsorships').then((m) => ({ default: m.Sponsorships })));
