import { deferred } from '../../../render/deferred';

/** The ration calculator of a dry dog food, hydrated once its code arrives (ADR 0005). */
export const rationCalculator = deferred(() =>
  import('./RationCalculator').then((m) => ({ default: m.RationCalculator })),
);
