export {
  CART_STATES,
  type Cart,
  type CartItem,
  type CartState,
  type CreateCartBody,
  cartItemSchema,
  cartSchema,
  createCartBodySchema,
  isCartAcceptedOnLoad,
} from './cart.js';
export {
  BREAKPOINTS,
  CURRENCY_CODE,
  DEFAULT_CHANNEL_CODE,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_CODES,
  LOCALES,
  type Locale,
  THEME_COLOR,
} from './channel.js';
export { type Header, headerSchema, type NavLink, navLinkSchema } from './content.js';
export { MESSAGES_FR } from './messages.js';
export { DEFAULT_GET_RETRIES, RETRIED_STATUSES, shouldRetry } from './retry.js';
export {
  isAssetPath,
  isIndexablePath,
  NOINDEX_PATH_PREFIXES,
  robotsTxt,
  SERVICE_PREFIXES,
  slashRedirectTarget,
} from './routing.js';
export {
  type ConstraintViolation,
  constraintViolationSchema,
  violationsFromZod,
} from './violations.js';
