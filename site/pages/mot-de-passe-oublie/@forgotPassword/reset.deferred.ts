import { deferred } from '../../../render/deferred';

export const resetForm = deferred(() => import('./ResetForm').then((m) => ({ default: m.ResetForm })));
