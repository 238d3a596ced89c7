import { deferred } from '../../../lib/deferred';

export const confirmation = deferred(() => import('./Confirmation').then((m) => ({ default: m.Confirmation })));
