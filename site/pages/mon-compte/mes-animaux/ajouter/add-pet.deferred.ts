import { deferred } from '../../../../render/deferred';

/** The pet form loads after the page (ADR 0005). */
export const addPet = deferred(() => import('./AddPet').then((m) => ({ default: m.AddPet })));
