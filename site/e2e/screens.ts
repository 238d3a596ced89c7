/**
 * The screens of SPEC §2 and their main states, each pinned by e2e/screenshots.spec.ts at every
 * width of WIDTHS: `docs/screenshots/{screen}-{width}.png`. Plain data, read by the spec and by
 * scripts/contact-sheet.mjs (which draws the 390 px pictures in this order).
 */

/** The widths every screen is pinned at: a phone held upright and a desktop. */
export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Every screen pinned, each `{screen}-390.png` and `{screen}-1280.png` in docs/screenshots/, in the
 * order of the README's contact sheet. A screen added here has no baseline until one is taken: the
 * last test fails until then, as it fails on a picture of no screen.
 */
export const SCREENS = [
  // The catalogue and the pages anyone reaches.
  'home',
  'category',
  'product',
  'sample',
  'ration-calculator',
  'not-found',
  'maintenance',
  // Cart and checkout.
  'cart-empty',
  'cart',
  'cart-sample',
  'checkout',
  'checkout-errors',
  'checkout-address',
  'checkout-shipping',
  'checkout-payment',
  'checkout-summary',
  'confirmation-card',
  'confirmation-cheque',
  'confirmation-transfer',
  // Login.
  'login',
  'login-password',
  'login-register',
  'pro-registration',
  'password-forgotten',
  'password-reset',
  // The dry-food guide and the cat's bi-nutrition menu.
  'guide-profile',
  'guide-shape',
  'guide-diet',
  'guide-result',
  'bi-nutrition-profile',
  'bi-nutrition-meals',
  'bi-nutrition-recipes',
  'bi-nutrition-ration',
  'bi-nutrition-result',
  // The account.
  'account',
  'pets',
  'pet',
  'pet-form',
  'addresses',
  'address-form',
  'personal-data',
  'account-deletion',
  'sponsorships',
  'orders',
  'order',
  'order-withdrawal',
  'order-withdrawal-received',
  'subscriptions',
  'subscription-next-order',
  'subscription-ship-now',
  'subscription-shipped',
  'subscription-settings',
  'subscription-stop',
  'subscription-contact',
  'subscription-paused',
  // What comes over a page: consent, exit popup, country wall; and the Dutch shop.
  'consent-banner',
  'consent-dialog',
  'exit-popup',
  'country-wall',
  'nl-home',
  'nl-product',
] as const;
export type Screen = (typeof SCREENS)[number];
