import { deferred } from '../../../render/deferred';

export const confirmation = deferred(() => import('./Confirmation').then((m) => ({ default: m.Confirmation })));
