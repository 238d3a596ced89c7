import { deferred } from '../../../render/deferred';

/** The signed-in shopper's personal data and password forms load after the page (ADR 0005). */
export const personalData = deferred(() => import('./PersonalData').then((m) => ({ default: m.PersonalData })));
