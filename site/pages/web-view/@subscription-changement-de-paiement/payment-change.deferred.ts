import { deferred } from '../../../render/deferred';

/** The card change loads after the page (ADR 0005). */
export const paymentChange = deferred(() =>
  import('./WebViewPaymentChange').then((m) => ({ default: m.WebViewPaymentChange })),
);
