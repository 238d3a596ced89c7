import { deferred } from '../../render/deferred';

/** The newsletter sign-up: its code after the page's (ADR 0005), inert until then. */
export const newsletterSignup = deferred(() =>
  import('./NewsletterSignup').then((m) => ({ default: m.NewsletterSignup })),
);

/** The confirmation of an e-mailed link, on the welcome landing. */
export const newsletterConfirmation = deferred(() =>
  import('./NewsletterConfirmation').then((m) => ({ default: m.NewsletterConfirmation })),
);
