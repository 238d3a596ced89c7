import { z } from 'zod';
import { CHANNEL_CODES, CURRENCY_CODE, LOCALE_CODES } from './channel.js';
import { FREQUENCY_DAYS } from './frequencies.js';

/** Cart (order) states of SPEC §4. */
export const CART_STATES = ['new', 'cart', 'completed', 'cancelled'] as const;
export type CartState = (typeof CART_STATES)[number];

/** Only a cart in state `cart` is accepted on load; otherwise the stored token is dropped (SPEC §4). */
export function isCartAcceptedOnLoad(cart: Pick<Cart, 'state'>): boolean {
  return cart.state === 'cart';
}

/** Body of `POST /shop/orders` (SPEC §7). */
export const createCartBodySchema = z
  .object({
    localeCode: z.enum(Object.values(LOCALE_CODES) as [string, ...string[]], { error: 'locale_unavailable' }),
    channelCode: z.enum(CHANNEL_CODES, { error: 'channel_unavailable' }).optional(),
  })
  .strict();
export type CreateCartBody = z.infer<typeof createCartBodySchema>;

/**
 * Body of `PATCH /shop/orders/{token}/locale`: the shopper switched languages, the cart follows
 * (SPEC §9: its lines, carriers, payment instructions and e-mails in the page's language).
 */
export const changeCartLocaleBodySchema = createCartBodySchema.pick({ localeCode: true });

export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int().positive(),
  subscriptionInterval: z.number().int().nullable(),
  variant: z.object({
    code: z.string().regex(/^\d{8}$/),
    /** The product the variant belongs to: a cross-sell leaves out the products a cart already has. */
    productSku: z.string().optional(),
    productName: z.string(),
    variantName: z.string(),
    unitPrice: z.number().int(),
    /** The variant's net quantity counted in `unit` (SPEC §3), for the line's price per kilogram. */
    weight: z.number().positive().optional(),
    unit: z.enum(['kg', 'g', 'l']).optional(),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Most articles of one line (a sane bound: a kennel orders by the pallet through B2B). */
export const MAX_LINE_QUANTITY = 99;

/**
 * A free sample (a variant priced 0) comes with an order: one of each sample a cart (`free_one`), at
 * most three samples a cart (`free_lines`), never a subscription, never an order of samples alone
 * (`free_only`). The backend holds a cart to these; the site says them before the shopper hits them.
 */
export const FREE_LINE_MAX = 1;
export const FREE_LINES_MAX = 3;

/** A line given free: a sample (its price is 0 whatever the mode). */
export function isFreeLine(item: { variant: { unitPrice: number } } | { unitPrice: number }): boolean {
  return ('variant' in item ? item.variant.unitPrice : item.unitPrice) === 0;
}

/** Lines that are all free samples: not an order yet (`free_only`), a product must come with them. */
export function hasOnlyFreeLines(items: readonly ({ variant: { unitPrice: number } } | { unitPrice: number })[]) {
  return items.length > 0 && items.every(isFreeLine);
}

const variantIriSchema = z
  .string({ error: 'required' })
  .regex(/^\/api\/v2\/shop\/product-variants\/\d{8}$/, 'invalid')
  .transform((iri) => iri.slice(iri.lastIndexOf('/') + 1));

const quantitySchema = z
  .number({ error: 'invalid' })
  .int('invalid')
  .min(1, 'too_small')
  .max(MAX_LINE_QUANTITY, 'too_big');

/** A subscription line's days between deliveries: one of the ten frequencies (SPEC §3), or null. */
const intervalSchema = z
  .number({ error: 'invalid' })
  .int('invalid')
  .refine((days) => FREQUENCY_DAYS.includes(days as never), 'invalid')
  .nullable();

/** Body of `PATCH /shop/orders/{token}/items` (SPEC §7). */
export const addItemBodySchema = z
  .object({
    productVariant: variantIriSchema,
    quantity: quantitySchema.default(1),
    subscriptionInterval: intervalSchema.default(null),
    sourceItemList: z.string().max(100, 'too_long').optional(),
    upsell: z.boolean().optional(),
  })
  .strict();
export type AddItemBody = z.infer<typeof addItemBodySchema>;

/** Body of `PATCH /shop/orders/{token}/items/{id}`: quantity and frequency; the interval alone changes the frequency. */
export const changeItemBodySchema = z
  .object({ quantity: quantitySchema.optional(), subscriptionInterval: intervalSchema.optional() })
  .strict()
  .refine((body) => body.quantity !== undefined || body.subscriptionInterval !== undefined, {
    message: 'required',
    path: ['quantity'],
  });

/** Body of `PATCH /shop/orders/{token}/apply-coupon`. */
export const applyCouponBodySchema = z
  .object({ couponCode: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'too_long') })
  .strict();

/** Cart as the shop API returns it (SPEC §3): amounts are integer cents. */
export const cartSchema = z.object({
  '@id': z.string(),
  tokenValue: z.string().min(1),
  state: z.enum(CART_STATES),
  localeCode: z.string(),
  currencyCode: z.literal(CURRENCY_CODE),
  items: z.array(cartItemSchema),
  freeProducts: z.array(z.unknown()),
  itemsTotal: z.number().int(),
  /** The coupon applied, if any, and what it takes off (cents). */
  couponCode: z.string().nullable().optional(),
  discountTotal: z.number().int().optional(),
  total: z.number().int(),
  /** The channel the cart sells on: `gamelle_b2b` for a professional's cart (ADR 0020). */
  channelCode: z.string().optional(),
  /** The VAT included in the total (cents): a professional's cart shows its total without VAT. */
  taxTotal: z.number().int().optional(),
  /** A professional's cart under the B2B minimum order in TTC, and what it lacks (SPEC §1 B2B variant, ADR 0020). */
  minimumOrder: z.object({ minimum: z.number().int(), missing: z.number().int() }).nullable().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

const addressOnOrderSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    company: z.string().nullable().optional(),
    countryCode: z.string(),
    provinceCode: z.string().nullable().optional(),
    provinceName: z.string().nullable().optional(),
    street: z.string(),
    street2: z.string().nullable().optional(),
    postcode: z.string(),
    city: z.string(),
    phoneNumber: z.string().nullable().optional(),
    phoneNumber2: z.string().nullable().optional(),
    deliveryInstructions: z.string().nullable().optional(),
  })
  .loose();
export type AddressOnOrder = z.infer<typeof addressOnOrderSchema>;

const pickupPointSchema = z
  .object({ id: z.string(), name: z.string(), street: z.string(), postcode: z.string(), city: z.string() })
  .loose();
export type PickupPointSummary = z.infer<typeof pickupPointSchema>;

/** Delayed-payment instructions of a placed order (SPEC §2 confirmation): cheque, transfer, PayPal. */
export const paymentInstructionsSchema = z
  .object({
    text: z.string(),
    reference: z.string().optional(),
    payableTo: z.string().optional(),
    sendTo: z.string().optional(),
    holder: z.string().optional(),
    iban: z.string().optional(),
    bic: z.string().optional(),
    approvalUrl: z.string().optional(),
  })
  .loose();
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/**
 * An order in checkout or placed, as the shop API serves it (docs/api.md "Checkout"): the cart's
 * fields plus the checkout, payment and shipping states, addresses, shipment and payment.
 */
export const checkoutOrderSchema = cartSchema.extend({
  number: z.string().nullable().optional(),
  checkoutState: z.string(),
  paymentState: z.string(),
  shippingState: z.string(),
  email: z.string().nullable().optional(),
  billingAddress: addressOnOrderSchema.nullable().optional(),
  shippingAddress: addressOnOrderSchema.nullable().optional(),
  checkoutCompletedAt: z.string().nullable().optional(),
  shipments: z.array(
    z.object({
      id: z.number().int(),
      method: z.object({ code: z.string(), name: z.string(), kind: z.string().nullable() }).nullable(),
      pickupPoint: pickupPointSchema.nullable().optional(),
      state: z.string(),
      /** Once shipped (SPEC §3 Order): the carrier's number, its tracking page and the day it left. */
      trackingNumber: z.string().nullable().optional(),
      trackingUrl: z.string().nullable().optional(),
      shippedAt: z.string().nullable().optional(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      method: z.object({ code: z.string() }).nullable(),
      amount: z.number().int(),
      state: z.string(),
      instructions: paymentInstructionsSchema.nullable().optional(),
    }),
  ),
  shippingTotal: z.number().int(),
  taxTotal: z.number().int(),
  /**
   * The invoice once the order shipped: its download URL, the day it can be downloaded
   * (7 days after shipping, SPEC §2) and its number; null before shipping.
   */
  invoice: z
    .object({ url: z.string(), availableFrom: z.string(), number: z.string().nullable().optional() })
    .nullable()
    .optional(),
  /**
   * The withdrawal function of a placed order (ADR 0028): whether the order allows it, the last day
   * of its period once shipped (`YYYY-MM-DD`, Paris), and when the withdrawal was received; null for a cart.
   */
  withdrawal: z
    .object({ available: z.boolean(), lastDay: z.string().nullable(), receivedAt: z.string().nullable() })
    .nullable()
    .optional(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** The checkout steps of SPEC §2, in order. */
export const CHECKOUT_STEPS = ['cart', 'billing', 'shipping', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The first step the shopper still has to do, from the order's checkout state (Sylius's state
 * machine: cart → addressed → shipping_selected → payment_selected → completed).
 */
export function checkoutStepOf(order: Pick<CheckoutOrder, 'checkoutState' | 'items'>): CheckoutStep {
  if (order.items.length === 0) return 'cart';
  switch (order.checkoutState) {
    case 'addressed':
    case 'shipping_skipped':
      return 'shipping';
    case 'shipping_selected':
    case 'payment_skipped':
      return 'payment';
    case 'payment_selected':
    case 'completed':
      return 'summary';
    default:
      return 'billing';
  }
}

/** Whether the shopper may open a step: one already reached, never beyond the first step to do. */
export function isStepReachable(step: CheckoutStep, order: Pick<CheckoutOrder, 'checkoutState' | 'items'>): boolean {
  return CHECKOUT_STEPS.indexOf(step) <= CHECKOUT_STEPS.indexOf(checkoutStepOf(order));
}
