import {
  carrierWords,
  DEFAULT_LOCALE,
  findCarrier,
  INVOICE_DELAY_DAYS,
  type Locale,
  trackingUrlOf,
  type WithdrawalRight,
  withdrawalLastDay,
} from '@gamelle/domain';
import type { orderItems, orders, payments, shipments } from '../db/schema.js';
import { languageOf } from '../mail/language.js';
import { countryName } from '../mail/words.js';
import { missingForMinimum } from './b2b.js';
import { SELLER } from './seller.js';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const orderIri = (token: string) => `/api/v2/shop/orders/${token}`;

/** The seller's department that cashes cheques, in each language (ADR 0019). */
const PAYMENTS_DEPARTMENT = { fr: 'Service règlements', nl: 'Dienst betalingen' } as const satisfies Record<
  Locale,
  string
>;

/** Where and how a delayed payment is made (SPEC §2 confirmation), by method, in the order's language. */
export function paymentInstructions(
  method: string | null,
  orderNumber: string | null,
  details: unknown,
  language: Locale = DEFAULT_LOCALE,
) {
  const reference = orderNumber ?? '';
  const dutch = language === 'nl';
  switch (method) {
    case 'cheque': {
      // The seller's postal address as it is (a French one); the department and country in the reader's words.
      const sendTo = `${SELLER.brand} — ${PAYMENTS_DEPARTMENT[language]}, ${SELLER.street}, ${SELLER.postcode} ${SELLER.city}, ${countryName('FR', language)}`;
      return {
        payableTo: SELLER.legalName,
        sendTo,
        reference,
        text: dutch
          ? `Stuur uw cheque op naam van ${SELLER.legalName} naar: ${sendTo}, met op de achterkant het bestelnummer ${reference}. Uw bestelling wordt verzonden zodra we de cheque ontvangen.`
          : `Envoyez votre chèque à l’ordre de ${SELLER.legalName} à : ${SELLER.brand} — ${PAYMENTS_DEPARTMENT.fr}, ${SELLER.street}, ${SELLER.postcode} ${SELLER.city}, en indiquant au dos le numéro de commande ${reference}. Votre commande sera expédiée à réception du chèque.`,
      };
    }
    case 'bank_transfer':
      return {
        holder: SELLER.legalName,
        iban: SELLER.iban,
        bic: SELLER.bic,
        reference,
        text: dutch
          ? `Schrijf het bedrag over naar ${SELLER.legalName} (IBAN ${SELLER.iban}, BIC ${SELLER.bic}) met de mededeling ${reference}. Uw bestelling wordt verzonden zodra we de overschrijving ontvangen.`
          : `Faites un virement à ${SELLER.legalName} (IBAN ${SELLER.iban}, BIC ${SELLER.bic}) avec la référence ${reference}. Votre commande sera expédiée à réception du virement.`,
      };
    case 'paypal': {
      const paypalOrderId = (details as { paypalOrderId?: unknown } | null)?.paypalOrderId;
      if (typeof paypalOrderId !== 'string') return null;
      return {
        // PayPal's approval page (simulated), for the PayPal order the shop made of this payment.
        approvalUrl: `/api/v2/payment-gateway/paypal/orders/${paypalOrderId}/approve`,
        reference,
        text: dutch
          ? 'Rond uw betaling af bij PayPal: uw bestelling wordt verzonden zodra PayPal ze bevestigt.'
          : 'Terminez votre paiement sur PayPal : votre commande sera expédiée dès que PayPal l’aura confirmé.',
      };
    }
    default:
      return null;
  }
}

/**
 * The withdrawal right of a placed order (directive 2011/83/EU art. 9, ADR 0028): an order the
 * shopper placed, not cancelled, from its placing to the period's last day after shipping. An order
 * the subscription scheduler made has none of its own: a subscription is one contract for regular
 * deliveries, whose period runs from the first delivery (art. 9(2)(b)(iii)) — its first order's.
 * Null for a cart.
 */
export function withdrawalRightOf(row: OrderRow, shipment: ShipmentRow | null | undefined): WithdrawalRight | null {
  if (row.state !== 'completed' && row.state !== 'cancelled') return null;
  return {
    available: row.state === 'completed' && row.subscriptionId === null,
    lastDay: withdrawalLastDay(shipment?.state === 'shipped' ? shipment.shippedAt : null),
    receivedAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** An order (cart or placed) as the shop API serves it: SPEC §3 fields in Sylius's JSON-LD shape. */
export function serializeOrder(
  row: OrderRow,
  items: readonly ItemRow[],
  shipment?: ShipmentRow | null,
  payment?: PaymentRow | null,
) {
  const carrier = shipment?.methodCode ? findCarrier(shipment.methodCode) : undefined;
  return {
    '@context': '/api/v2/contexts/Order',
    '@id': orderIri(row.tokenValue),
    '@type': 'Order',
    tokenValue: row.tokenValue,
    number: row.number,
    state: row.state,
    checkoutState: row.checkoutState,
    paymentState: row.paymentState,
    shippingState: row.shippingState,
    channelCode: row.channelCode,
    localeCode: row.localeCode,
    currencyCode: row.currencyCode,
    customer: row.customerId ? `/api/v2/shop/customers/${row.customerId}` : null,
    email: row.email,
    billingAddress: row.billingAddress ?? null,
    shippingAddress: row.shippingAddress ?? null,
    checkoutCompletedAt: row.checkoutCompletedAt?.toISOString() ?? null,
    items: items.map((item) => ({
      '@id': `${orderIri(row.tokenValue)}/items/${item.id}`,
      '@type': 'OrderItem',
      id: item.id,
      quantity: item.quantity,
      subscriptionInterval: item.subscriptionInterval === 0 ? null : item.subscriptionInterval,
      unitPrice: item.unitPrice,
      total: item.unitPrice * item.quantity,
      variant: {
        '@id': `/api/v2/shop/product-variants/${item.variantCode}`,
        code: item.variantCode,
        productSku: item.productSku,
        productName: item.productName,
        variantName: item.variantName,
        unitPrice: item.unitPrice,
        // The net quantity counted in its unit (SPEC §3): the shop shows the price per kilogram.
        ...(item.netWeight !== null && item.netUnit !== null ? { weight: item.netWeight, unit: item.netUnit } : {}),
      },
    })),
    freeProducts: [],
    shipments: shipment
      ? [
          {
            '@id': `${orderIri(row.tokenValue)}/shipments/${shipment.id}`,
            '@type': 'Shipment',
            id: shipment.id,
            method: shipment.methodCode
              ? {
                  code: shipment.methodCode,
                  name: carrier ? carrierWords(carrier, languageOf(row.localeCode)).name : shipment.methodCode,
                  kind: carrier?.kind ?? null,
                }
              : null,
            pickupPoint: shipment.pickupPoint ?? null,
            state: shipment.state,
            trackingNumber: shipment.trackingNumber,
            trackingUrl: trackingUrlOf(shipment.methodCode, shipment.trackingNumber),
            shippedAt: shipment.shippedAt?.toISOString() ?? null,
          },
        ]
      : [],
    payments: payment
      ? [
          {
            '@id': `${orderIri(row.tokenValue)}/payments/${payment.id}`,
            '@type': 'Payment',
            id: payment.id,
            method: payment.methodCode ? { code: payment.methodCode } : null,
            amount: payment.amount,
            state: payment.state,
            details: payment.details,
            instructions:
              row.state === 'completed' && payment.state !== 'completed'
                ? paymentInstructions(payment.methodCode, row.number, payment.details, languageOf(row.localeCode))
                : null,
          },
        ]
      : [],
    invoice:
      row.state === 'completed' && shipment?.shippedAt
        ? {
            url: `${orderIri(row.tokenValue)}/invoice`,
            availableFrom: new Date(shipment.shippedAt.getTime() + INVOICE_DELAY_DAYS.min * 86_400_000).toISOString(),
            number: row.invoiceNumber,
          }
        : null,
    // The withdrawal function (ADR 0028): whether and until when, and the withdrawal once received.
    withdrawal: withdrawalRightOf(row, shipment),
    itemsTotal: row.itemsTotal,
    // SPEC §1 B2B: a professional's cart under the minimum order (TTC), and what it lacks.
    minimumOrder: row.state === 'cart' ? missingForMinimum(row) : null,
    couponCode: row.couponCode,
    discountTotal: row.discountTotal,
    shippingTotal: row.shippingTotal,
    taxTotal: row.taxTotal,
    total: row.total,
  };
}
