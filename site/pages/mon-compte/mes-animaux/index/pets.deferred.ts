import { deferred } from '../../../../render/deferred';

/** The signed-in shopper's pets load after the page (ADR 0005). */
export const pets = deferred(() => import('./PetsList').then((m) => ({ default: m.PetsList })));
