import { deferred } from '../../../../../render/deferred';

/** The pet form loads after the page (ADR 0005). */
export const editPet = deferred(() => import('./EditPet').then((m) => ({ default: m.EditPet })));
