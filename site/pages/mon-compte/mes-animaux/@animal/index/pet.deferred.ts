import { deferred } from '../../../../../render/deferred';

/** The pet's page loads after the page (ADR 0005). */
export const petView = deferred(() => import('./PetView').then((m) => ({ default: m.PetView })));
