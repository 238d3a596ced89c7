import { deferred } from '../../../../render/deferred';

/** The sample's button, hydrated once its code arrives (ADR 0005): the cart's code loads on the click. */
export const sampleAdd = deferred(() => import('./SampleAdd').then((m) => ({ default: m.SampleAdd })));
