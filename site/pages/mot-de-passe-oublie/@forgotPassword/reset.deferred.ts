import { deferred } from '../../../lib/deferred';

export const resetForm = deferred(() => import('./ResetForm').then((m) => ({ default: m.ResetForm })));
