// The public surface of @gamelle/domain: one explicit list, grouped by module.

export {
  type AbChoice,
  addAbTest,
  chooseAbVariant,
  type StoredAbTest,
} from './ab-test.js';
export {
  type Alert,
  type AlertKind,
  type AlertSource,
  alertsFor,
} from './alerts.js';
export {
  BI_NUTRITION_FREQUENCIES,
  BI_NUTRITION_MESSAGES,
  type BiNutritionFrequency,
  type BiNutritionInput,
  type BiNutritionReason,
  type BiNutritionResult,
  CAT_WEIGHT_RANGE,
  catBiNutrition,
  DEFAULT_MAX_RECIPES,
  KITTEN_UNTIL_MONTHS,
  MIN_AGE_MONTHS,
  WET_ENERGY_SHARE,
} from './calculators/bi-nutrition.js';
export {
  ACTIVITY_FACTORS,
  ADULT_FROM_MONTHS,
  deliveryFrequencyFor,
  dogEnergyRequirement,
  dogRation,
  GRAMS_PER_CUP,
  type RationFailure,
  type RationInput,
  type RationResult,
  STERILISED_FACTOR,
} from './calculators/ration.js';
export {
  type AddItemBody,
  addItemBodySchema,
  applyCouponBodySchema,
  CART_STATES,
  type Cart,
  type CartItem,
  type CartState,
  type CreateCartBody,
  cartItemSchema,
  cartSchema,
  changeItemBodySchema,
  createCartBodySchema,
  isCartAcceptedOnLoad,
  MAX_LINE_QUANTITY,
} from './cart.js';
export {
  CART_LINK_PARAMS,
  type CartLink,
  type CartLinkAction,
  type CartLinkLine,
  parseCartLink,
  planCartLink,
  stripCartLinkParams,
} from './cart-link.js';
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
export {
  type CrossSell,
  crossSellSchema,
  type Footer,
  footerSchema,
  type Header,
  headerSchema,
  type Image,
  imageSchema,
  type NavLink,
  navLinkSchema,
  type Page,
  pageSchema,
} from './content.js';
export {
  type CounterBounds,
  canDecrement,
  canIncrement,
  clampCount,
  isCounterClosed,
} from './counter.js';
export {
  type AuthenticationResponse,
  authenticationResponseSchema,
  type Customer,
  customerSchema,
  trackingClientType,
} from './customer.js';
export {
  ACTIVITY_LEVELS,
  type Address,
  type AddressInput,
  type AddressSchemaOptions,
  ANIMAL_GENDER_IRIS,
  ANIMAL_TYPE_IRIS,
  type AnimalType,
  abortSubscriptionSchema,
  addressSchema,
  BODY_CONDITIONS,
  biNutritionRequestSchema,
  CAT_WEIGHT_KG,
  CONTACT_FILE_MAX_BYTES,
  CONTACT_FILE_TYPES,
  CONTACT_SUBJECTS,
  type ContactSubject,
  changePasswordRequest,
  changePasswordSchema,
  contactRequestSchema,
  customerBirthdaySchema,
  dateInputToIsoTimestamp,
  EARLIEST_PET_BIRTHDAY,
  EMAIL_MAX,
  emailSchema,
  type FieldError,
  FORBIDDEN_ADDRESS_CHARACTERS,
  FORM_MESSAGES_FR,
  FORM_MESSAGES_NL,
  type FormErrors,
  fileDescriptorSchema,
  formErrorsFromViolations,
  formErrorsFromZod,
  formMessage,
  hasFormErrors,
  isPostcodeValidForCountry,
  issueCode,
  loginSchema,
  lookupSchema,
  type MessageParams,
  newsletterSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type Pet,
  type PetFormContext,
  type PetInput,
  POSTCODE_PATTERNS,
  parseIsoDate,
  passwordSchema,
  personalDataSchema,
  petAgeInMonths,
  petBirthdaySchema,
  petSchema,
  rationCalculatorSchema,
  registrationSchema,
  resetPasswordSchema,
  SHIPPING_COUNTRIES,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_MIN_DELIVERIES,
  subscriptionCommitmentSchema,
  subscriptionContactSchema,
  tagManagerIdSchema,
  termsOfSaleSchema,
} from './forms/index.js';
export { FREQUENCY_DAYS, FREQUENCY_OPTIONS, type FrequencyOption, frequencyOption } from './frequencies.js';
export {
  isSafeUrl,
  MARKDOWN_NESTING_LIMIT,
} from './link-policy.js';
export { MESSAGES_FR } from './messages.js';
export {
  CLOSING_SOON_MINUTES,
  type ExceptionalHours,
  type OpeningHours,
  type OpeningHoursTag,
  openingHoursTag,
  type TimeRange,
} from './opening-hours.js';
export {
  exceptionalHoursSchema,
  openingHoursSchema,
  timeRangeSchema,
  weekdayHoursSchema,
} from './opening-hours-schema.js';
export {
  CHECKOUT_STATES,
  DELAYED_PAYMENT_METHODS,
  INVOICE_DELAY_DAYS,
  isDelayedPayment,
  isInvoiceExpected,
  type Order,
  orderSchema,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  type PaymentMethod,
  SHIPPING_STATES,
} from './order.js';
export {
  changePhoneCountry,
  DEFAULT_PHONE_COUNTRY,
  isMobileNumber,
  isPhoneCountry,
  PHONE_COUNTRIES,
  type PhoneCountry,
  type PhoneParseResult,
  parsePhone,
} from './phone.js';
export {
  applyDiscount,
  FREE_LABEL,
  formatPrice,
  PRICE_DIVISOR,
  type PriceDisplayOptions,
  type PriceUnit,
  priceWithoutTax,
  type TaxMode,
  UNKNOWN_PRICE,
} from './price.js';
export {
  ANIMALS,
  analyticalConstituentSchema,
  FOOD_TYPES,
  feedingRowSchema,
  LIFE_STAGES,
  type Product,
  type ProductVariant,
  productSchema,
  productVariantSchema,
  type Reviews,
  reviewSchema,
  reviewsSchema,
} from './product.js';
export {
  displayedPrice,
  isProductViewable,
  isVariantActive,
  isVariantVisible,
  type PriceMode,
  reviewCountLabel,
  variantFormatSlug,
} from './product-rules.js';
export {
  DEFAULT_GET_RETRIES,
  RETRIED_STATUSES,
  shouldRetry,
} from './retry.js';
export {
  isAssetPath,
  isIndexablePath,
  NOINDEX_PATH_PREFIXES,
  robotsTxt,
  SERVICE_PREFIXES,
  slashRedirectTarget,
} from './routing.js';
export {
  alternateLinks,
  DEFAULT_META_DESCRIPTION,
  isUnderMaintenance,
  localizedPath,
  localizedRouteName,
  MAINTENANCE_PATH,
  MAINTENANCE_TITLE,
  META_DESCRIPTION_MAX,
  metaDescription,
} from './seo.js';
export {
  isLoggedIn,
  jwtExpiry,
  refreshDelay,
  TOKEN_REFRESH_MARGIN_MS,
} from './session.js';
export { FREE_SHIPPING_THRESHOLD_CENTS, type FreeShippingProgress, freeShippingProgress } from './shipping.js';
export {
  type Shop,
  shopSchema,
} from './shop.js';
export {
  KNOWN_STATUSES,
  type StatusColor,
  statusBadge,
} from './status.js';
export {
  type ChangeKind,
  type ChangeTarget,
  changeTarget,
  isNextOrderEditable,
  MODIFICATION_LOCK_DAYS,
  modificationLimitDate,
  REMINDER_DAYS,
  reminderDate,
  SUBSCRIPTION_STATUSES,
  type Subscription,
  subscriptionSchema,
} from './subscription.js';
export { foldAccents } from './text.js';
export {
  type ConstraintViolation,
  constraintViolationSchema,
  violationsFromZod,
} from './violations.js';
