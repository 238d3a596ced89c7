/** Locales the shop speaks (SPEC §1); fr is the default and carries no URL prefix (SPEC §9). */
export const LOCALES = ['fr', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** Sylius locale codes sent as `localeCode` when a cart is created (SPEC §7). */
export const LOCALE_CODES = { fr: 'fr_FR', nl: 'nl_BE' } as const satisfies Record<Locale, string>;

/** The B2C web channel; every shop call carries it (SPEC §7). */
export const DEFAULT_CHANNEL_CODE = 'gamelle_b2c';
/** The professional channel (SPEC §1 B2B variant, ADR 0020): professional accounts only. */
export const B2B_CHANNEL_CODE = 'gamelle_b2b';
export const CHANNEL_CODES = [DEFAULT_CHANNEL_CODE, B2B_CHANNEL_CODE] as const;

/**
 * The professional service's own contact details (SPEC §1 "its own contact details"); its hours,
 * Monday to Friday 9:00 to 17:30 (SPEC §9), are written in the site's messages.
 */
export const B2B_CONTACT = { email: 'pro@gamelle.example', phone: '+33 1 84 80 17 30' } as const;
export type ChannelCode = (typeof CHANNEL_CODES)[number];

/** Currency of every price (SPEC §9). */
export const CURRENCY_CODE = 'EUR';

/** Brand colour of the theme (SPEC §9). */
export const THEME_COLOR = '#AE9973';

/** Layout breakpoints in pixels (SPEC §9). */
export const BREAKPOINTS = { mobile: 768, tablet: 1024, large: 1260 } as const;

/**
 * The visitor's chosen language, kept 365 days (SPEC §9 "Locale cookie 365 days"): set when they
 * switch language or answer the country and language wall; the home page `/` sends a visitor who
 * chose Dutch to `/nl/` (the other pages keep the language of their address).
 */
export const LOCALE_COOKIE = 'gamelle_locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
