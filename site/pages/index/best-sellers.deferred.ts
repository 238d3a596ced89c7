import { deferred } from '../../render/deferred';

/**
 * The home page's best sellers, below the opening story: their cards' code loads after the page's
 * (ADR 0005), keeping the home within its JavaScript budget.
 */
export const bestSellers = deferred(() => import('../../components/CrossSell').then((m) => ({ default: m.CrossSell })));
