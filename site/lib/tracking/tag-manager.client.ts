import { tagManagerIdSchema } from '@gamelle/domain';
import { CONSENT_EVENT, type Consent, consentedTo } from './consent';

/** The data layer Google's tag manager reads (its documented global). */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

let loaded: string | null = null;

/**
 * A reset link's page (SPEC §2 `/mot-de-passe-oublie/{forgotPassword}/`, in either language): its
 * address is the token that sets the account's password. Google's tag reads and sends the page's
 * address (`page_location`), so it is not loaded there — the shop's own tracking names the page by
 * its route instead (ShopLayout).
 */
const RESET_LINK_PAGE = /^(?:\/[a-z]{2})?\/mot-de-passe-oublie\/[^/]+/;

/**
 * gtag's call: Google's tag reads the `arguments` object itself, not an array — its documented
 * snippet, written as a function.
 */
function gtag(..._args: unknown[]): void {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  // biome-ignore lint/complexity/noArguments: gtag.js only reads an Arguments object, as Google documents.
  w.dataLayer.push(arguments);
}

/** Consent mode: what the visitor agreed to, told to the tag manager before and after it loads. */
function consentState(marketing: boolean, measurement = true) {
  const to = (yes: boolean) => (yes ? 'granted' : 'denied');
  return {
    analytics_storage: to(measurement),
    ad_storage: to(marketing),
    ad_user_data: to(marketing),
    ad_personalization: to(marketing),
  };
}

/**
 * The optional tag manager (ADR 0018): its id comes with the tracking service's `init`
 * answer — sent with consent to audience measurement only — and is checked again against SPEC
 * §5's rule. Loaded once per page load from Google's host (allowed by the Content-Security-Policy
 * only when the shop has one), told the visitor's choices (consent mode); a withdrawal of consent
 * is told at once and nothing more is sent to it.
 */
export function loadTagManager(id: unknown): void {
  if (loaded || typeof id !== 'string' || !tagManagerIdSchema.safeParse(id).success) return;
  if (!consentedTo('measurement') || RESET_LINK_PAGE.test(window.location.pathname)) return;
  loaded = id;
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  gtag('consent', 'default', consentState(consentedTo('marketing')));
  const script = document.createElement('script');
  script.async = true;
  if (id.startsWith('GTM-')) {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    script.src = `https://www.googletagmanager.com/gtm.js?id=${id}`;
  } else {
    gtag('js', new Date());
    gtag('config', id);
    script.src = `https://www.googletagmanager.com/gtag/js?id=${id}`;
  }
  document.head.append(script);
  window.addEventListener(CONSENT_EVENT, (event) => {
    const consent = (event as CustomEvent<Consent>).detail;
    gtag('consent', 'update', consentState(consent.marketing, consent.measurement));
  });
}

/** A tracked event, given to the tag manager too when it runs and may still measure. */
export function forwardToTagManager(event: string, payload: Record<string, unknown>): void {
  if (!loaded || !consentedTo('measurement')) return;
  if (loaded.startsWith('GTM-')) (window as DataLayerWindow).dataLayer?.push({ event, ...payload });
  else gtag('event', event, payload);
}
