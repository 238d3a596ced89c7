import {
  type AddressOnOrder,
  type CheckoutOrder,
  checkoutOrderSchema,
  type PaymentMethod,
  type WithdrawalInput,
} from '@gamelle/domain';
import { z } from 'zod';
import type { HttpClient } from './http.js';

const orderPath = (token: string) => `/shop/orders/${encodeURIComponent(token)}`;

const shippingMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['home', 'pickup']),
  delay: z.string(),
  mobileRequired: z.boolean(),
  /** Cents for the order's shipping country, 0 when free. */
  price: z.number().int(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

const pickupPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  openingHours: z.unknown().optional(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

const collection = <T extends z.ZodType>(member: T) =>
  z.object({ 'hydra:member': z.array(member) }).transform((answer) => answer['hydra:member']);

const cardTokenSchema = z.object({
  token: z.string(),
  brand: z.enum(['visa', 'mastercard']),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** PayPal's approval of one PayPal order (simulated service), signed with PayPal's key. */
const paypalApprovalSchema = z.object({
  paypalOrderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  signature: z.string(),
});
export type PaypalApproval = z.infer<typeof paypalApprovalSchema>;

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holder?: string;
}

export interface AddressingInput {
  email?: string;
  billingAddress: AddressOnOrder;
  /** Defaults to the billing address on the server. */
  shippingAddress?: AddressOnOrder;
  /**
   * The addresses of this call to keep in the customer's book (« Mes adresses »): saved by the
   * server once, never as a duplicate of an entry, and not in a full book (the order goes on).
   */
  saveToAddressBook?: ('billingAddress' | 'shippingAddress')[];
}

/**
 * Checkout calls of the shop API (Sylius's checkout, docs/api.md): addressing, carriers and
 * pickup points, payment method, the card gateway's tokenisation, and the completion with an
 * `Idempotency-Key` so that a repeated click or a retried request never places two orders.
 */
export function createCheckoutClient(http: HttpClient) {
  return {
    /** `GET /shop/orders/{token}` — the order with its checkout state. */
    get(token: string): Promise<CheckoutOrder> {
      return http.get(orderPath(token), { schema: checkoutOrderSchema });
    },
    /** `PUT /shop/orders/{token}` — billing (and shipping) address; 422 violations have nested paths. */
    address(token: string, input: AddressingInput): Promise<CheckoutOrder> {
      return http.put(orderPath(token), input, { schema: checkoutOrderSchema });
    },
    /** `GET /shop/orders/{token}/shipments/{id}/methods` — carriers with their cost for the address. */
    shippingMethods(token: string, shipmentId: number): Promise<ShippingMethod[]> {
      return http.get(`${orderPath(token)}/shipments/${shipmentId}/methods`, {
        schema: collection(shippingMethodSchema),
      });
    },
    /** `GET /shop/pickup-points` — pickup points near a postcode. */
    pickupPoints(query: { countryCode: string; postcode: string; city?: string }): Promise<PickupPoint[]> {
      return http.get('/shop/pickup-points', { query, schema: collection(pickupPointSchema) });
    },
    /** `PATCH /shop/orders/{token}/shipments/{id}` — carrier, and pickup point for a relay carrier. */
    selectShipping(
      token: string,
      shipmentId: number,
      shippingMethod: string,
      pickupPoint?: string | null,
    ): Promise<CheckoutOrder> {
      return http.patch(
        `${orderPath(token)}/shipments/${shipmentId}`,
        { shippingMethod, ...(pickupPoint ? { pickupPoint } : {}) },
        { schema: checkoutOrderSchema },
      );
    },
    /** `PATCH /shop/orders/{token}/payments/{id}` — payment method. */
    selectPayment(token: string, paymentId: number, paymentMethod: PaymentMethod): Promise<CheckoutOrder> {
      return http.patch(
        `${orderPath(token)}/payments/${paymentId}`,
        { paymentMethod },
        { schema: checkoutOrderSchema },
      );
    },
    /** `POST /payment-gateway/cards` — the card becomes a token; the shop never receives the number. */
    tokenizeCard(card: CardDetails): Promise<CardToken> {
      return http.post('/payment-gateway/cards', card, { schema: cardTokenSchema });
    },
    /**
     * `PATCH /shop/orders/{token}/complete` — places the order once per `idempotencyKey`, at
     * `expectedTotal` (the total the shopper saw) or not at all: 422 `price_changed` with the new
     * total when the catalogue moved meanwhile.
     */
    complete(
      token: string,
      body: { termsAccepted: true; expectedTotal?: number; paymentToken?: string; notes?: string | null },
      idempotencyKey: string,
    ): Promise<CheckoutOrder> {
      return http.patch(`${orderPath(token)}/complete`, body, {
        schema: checkoutOrderSchema,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** `GET /shop/orders` — the customer's placed orders, newest first. */
    orders(query: { page?: number; itemsPerPage?: number } = {}): Promise<{ orders: CheckoutOrder[]; total: number }> {
      return http.get('/shop/orders', {
        query,
        schema: z
          .object({ 'hydra:member': z.array(checkoutOrderSchema), 'hydra:totalItems': z.number().int() })
          .transform((answer) => ({ orders: answer['hydra:member'], total: answer['hydra:totalItems'] })),
      });
    },
    /**
     * `GET /shop/orders/{token}/invoice` — the invoice PDF, from 7 days after shipping (SPEC §2);
     * before, an `ApiError` 404 whose message says from when.
     */
    invoice(token: string): Promise<Blob> {
      return http.get<Blob>(`${orderPath(token)}/invoice`, { binary: true });
    },
    /**
     * `POST /shop/orders/{token}/withdrawal` — the withdrawal function's confirmation (directive
     * 2011/83/EU art. 11a): the customer's name and the address of the acknowledgment; answers the
     * order with its withdrawal received. An `ApiError` 409 says why when its period is over.
     */
    withdraw(token: string, input: WithdrawalInput): Promise<CheckoutOrder> {
      return http.post(`${orderPath(token)}/withdrawal`, input, { schema: checkoutOrderSchema });
    },
    /**
     * The buyer's approval at PayPal (simulated service), from the order's `approvalUrl`: PayPal
     * answers an approval signed for that PayPal order and amount.
     */
    approvePaypal(approvalUrl: string): Promise<PaypalApproval> {
      return http.post(approvalUrl.replace(/^\/api\/v2(?=\/)/, ''), undefined, { schema: paypalApprovalSchema });
    },
    /** `POST /shop/orders/{token}/paypal-capture` — the shop checks PayPal's signed approval and records the payment. */
    capturePaypal(token: string, approval: PaypalApproval): Promise<CheckoutOrder> {
      return http.post(`${orderPath(token)}/paypal-capture`, approval, { schema: checkoutOrderSchema });
    },
  };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
