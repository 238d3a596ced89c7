import { deferred } from '../../render/deferred';

/** The consent banner: after the page's code (ADR 0005), drawn only once the stored choice is read. */
export const consentBanner = deferred(() => import('./ConsentBanner').then((m) => ({ default: m.ConsentBanner })));

/** The footer's « Gérer mes cookies ». */
export const consentLink = deferred(() => import('./ConsentBanner').then((m) => ({ default: m.ConsentLink })));

/** The exit popup (SPEC §9 exit intent): watches for an exit only once the visitor consented. */
export const exitPopup = deferred(() => import('../exit/ExitPopup').then((m) => ({ default: m.ExitPopup })));
