import { type AddressOnOrder, formatPrice, href, type Locale, type PickupPointSummary } from '@gamelle/domain';
import { Column, Row, Section } from '@react-email/components';
import type { OutgoingMail } from '../outbox.js';
import { carrierName, countryName, frequencyInWords, SIGNATURES, siteUrl } from '../words.js';
import { Letter, Linked, Paragraph, renderLetter, styles, Title } from './letter.js';

/** A line of the order as the confirmation lists it. */
export interface ConfirmedLine {
  productName: string;
  variantName: string;
  quantity: number;
  /** Cents; 0 for a free sample (« Offert »). */
  unitPrice: number;
  /** Days between deliveries for a subscription line, null otherwise. */
  subscriptionInterval: number | null;
}

/** What the confirmation tells of an order (`serializeOrder`'s fields, SPEC §2 confirmation). */
export interface ConfirmedOrder {
  number: string;
  tokenValue: string;
  items: readonly ConfirmedLine[];
  itemsTotal: number;
  discountTotal: number;
  couponCode: string | null;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  billingAddress: AddressOnOrder | null;
  shippingAddress: AddressOnOrder | null;
  /** The carrier's code (`colissimo`…). */
  carrier: string | null;
  pickupPoint: PickupPointSummary | null;
  /** How a cheque, a transfer or PayPal goes on, in the order's language; null when paid. */
  paymentInstructions: string | null;
}

const WORDS = {
  fr: {
    subject: (n: string) => `Votre commande ${n} est confirmée`,
    greeting: 'Bonjour,',
    thanks: (n: string, total: string) => `Merci pour votre commande ${n} d’un montant de ${total}.`,
    paid: 'Votre paiement est accepté : nous préparons votre colis.',
    lines: 'Votre commande',
    product: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    free: 'Offert',
    subscription: (frequency: string) => `Abonnement, fréquence : ${frequency}`,
    itemsTotal: 'Sous-total',
    discount: (code: string | null) => (code ? `Réduction (${code})` : 'Réduction'),
    shipping: 'Livraison',
    freeShipping: 'Offerte',
    total: 'Total TTC',
    tax: (tax: string) => `dont TVA ${tax}`,
    billing: 'Adresse de facturation',
    delivery: 'Adresse de livraison',
    pickup: 'Point relais',
    carrier: (name: string) => `Transporteur : ${name}`,
    payment: 'Votre paiement',
    link: 'Suivez votre commande dans votre compte : ',
  },
  nl: {
    subject: (n: string) => `Uw bestelling ${n} is bevestigd`,
    greeting: 'Goeiedag,',
    thanks: (n: string, total: string) => `Bedankt voor uw bestelling ${n} van ${total}.`,
    paid: 'Uw betaling is aanvaard: we maken uw pakket klaar.',
    lines: 'Uw bestelling',
    product: 'Artikel',
    quantity: 'Aantal',
    unitPrice: 'Eenheidsprijs',
    lineTotal: 'Totaal',
    free: 'Gratis',
    subscription: (frequency: string) => `Abonnement, ${frequency} geleverd`,
    itemsTotal: 'Subtotaal',
    discount: (code: string | null) => (code ? `Korting (${code})` : 'Korting'),
    shipping: 'Levering',
    freeShipping: 'Gratis',
    total: 'Totaal incl. btw',
    tax: (tax: string) => `waarvan btw ${tax}`,
    billing: 'Factuuradres',
    delivery: 'Leveringsadres',
    pickup: 'Afhaalpunt',
    carrier: (name: string) => `Vervoerder: ${name}`,
    payment: 'Uw betaling',
    link: 'Volg uw bestelling in uw account: ',
  },
} as const satisfies Record<Locale, unknown>;

/** A postal address as an envelope writes it, one part a line. */
export function addressLines(address: AddressOnOrder, language: Locale): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.street,
    address.street2,
    `${address.postcode} ${address.city}`,
    countryName(address.countryCode, language),
  ]
    .filter(Boolean)
    .join('\n');
}

function OrderConfirmed({ language, order, orderUrl }: { language: Locale; order: ConfirmedOrder; orderUrl: string }) {
  const w = WORDS[language];
  const price = (cents: number) => formatPrice(cents, { locale: language });
  const carrier = carrierName(order.carrier, language);
  const delivery = order.shippingAddress ?? order.billingAddress;
  const totals: [string, string][] = [
    [w.itemsTotal, price(order.itemsTotal)],
    ...(order.discountTotal > 0
      ? [[w.discount(order.couponCode), `− ${price(order.discountTotal)}`] as [string, string]]
      : []),
    [w.shipping, order.shippingTotal === 0 ? w.freeShipping : price(order.shippingTotal)],
    [w.total, price(order.total)],
  ];
  return (
    <Letter
      language={language}
      preview={w.thanks(order.number, price(order.total))}
      greeting={w.greeting}
      signature={SIGNATURES.team[language]}
    >
      <Paragraph>{w.thanks(order.number, price(order.total))}</Paragraph>
      {order.paymentInstructions ? null : <Paragraph>{w.paid}</Paragraph>}
      <Title>{w.lines}</Title>
      <table className="data" width="100%" cellPadding={0} cellSpacing={0} role="presentation">
        <thead>
          <tr>
            <th style={styles.cell}>{w.product}</th>
            <th style={styles.number}>{w.quantity}</th>
            <th style={styles.number}>{w.unitPrice}</th>
            <th style={styles.number}>{w.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={`${line.productName}-${line.variantName}-${line.subscriptionInterval ?? 0}`}>
              <td style={styles.cell}>
                {line.variantName ? `${line.productName} — ${line.variantName}` : line.productName}
                {line.subscriptionInterval ? (
                  <>
                    <br />
                    {w.subscription(frequencyInWords(line.subscriptionInterval, language))}
                  </>
                ) : null}
              </td>
              <td style={styles.number}>{line.quantity}</td>
              <td style={styles.number}>{line.unitPrice === 0 ? w.free : price(line.unitPrice)}</td>
              <td style={styles.number}>{line.unitPrice === 0 ? w.free : price(line.unitPrice * line.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="data" width="100%" cellPadding={0} cellSpacing={0} role="presentation">
        <tbody>
          {totals.map(([label, amount]) => (
            <tr key={label}>
              <td style={styles.cell}>{label}</td>
              <td style={styles.number}>{amount}</td>
            </tr>
          ))}
          <tr>
            <td style={styles.muted}>{w.tax(price(order.taxTotal))}</td>
            <td />
          </tr>
        </tbody>
      </table>
      <Section>
        <Row>
          {order.billingAddress ? (
            <Column style={{ verticalAlign: 'top', width: '50%' }}>
              <Title>{w.billing}</Title>
              <Paragraph>{addressLines(order.billingAddress, language)}</Paragraph>
            </Column>
          ) : null}
          <Column style={{ verticalAlign: 'top', width: '50%' }}>
            {order.pickupPoint ? (
              <>
                <Title>{w.pickup}</Title>
                <Paragraph>
                  {[
                    order.pickupPoint.name,
                    order.pickupPoint.street,
                    `${order.pickupPoint.postcode} ${order.pickupPoint.city}`,
                  ].join('\n')}
                </Paragraph>
              </>
            ) : delivery ? (
              <>
                <Title>{w.delivery}</Title>
                <Paragraph>{addressLines(delivery, language)}</Paragraph>
              </>
            ) : null}
            {carrier ? <Paragraph>{w.carrier(carrier)}</Paragraph> : null}
          </Column>
        </Row>
      </Section>
      {order.paymentInstructions ? (
        <>
          <Title>{w.payment}</Title>
          <Paragraph>{order.paymentInstructions}</Paragraph>
        </>
      ) : null}
      <Linked before={w.link} href={orderUrl} />
    </Letter>
  );
}

/** The part of an order as the API serves it (`serializeOrder`) that the confirmation reads. */
export interface OrderAsServed {
  number: string | null;
  tokenValue: string;
  items: readonly {
    quantity: number;
    unitPrice: number;
    subscriptionInterval: number | null;
    variant: { productName: string; variantName: string };
  }[];
  itemsTotal: number;
  discountTotal: number;
  couponCode: string | null;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  billingAddress: unknown;
  shippingAddress: unknown;
  shipments: readonly { method: { code: string } | null; pickupPoint: unknown }[];
  payments: readonly { instructions: { text: string } | null }[];
}

/** What the confirmation tells of a placed order, from the order as the API serves it. */
export function confirmedOrderOf(view: OrderAsServed): ConfirmedOrder {
  const shipment = view.shipments[0];
  return {
    number: view.number ?? '',
    tokenValue: view.tokenValue,
    items: view.items.map((item) => ({
      productName: item.variant.productName,
      variantName: item.variant.variantName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      subscriptionInterval: item.subscriptionInterval,
    })),
    itemsTotal: view.itemsTotal,
    discountTotal: view.discountTotal,
    couponCode: view.couponCode,
    shippingTotal: view.shippingTotal,
    taxTotal: view.taxTotal,
    total: view.total,
    billingAddress: (view.billingAddress as AddressOnOrder | null) ?? null,
    shippingAddress: (view.shippingAddress as AddressOnOrder | null) ?? null,
    carrier: shipment?.method?.code ?? null,
    pickupPoint: (shipment?.pickupPoint as PickupPointSummary | null) ?? null,
    paymentInstructions: view.payments[0]?.instructions?.text ?? null,
  };
}

/**
 * The order's confirmation e-mail (SPEC §2 confirmation), in the language the order was placed in
 * (ADR 0019): its lines (a free sample « Offert »/« Gratis », a subscription's frequency), totals,
 * billing and delivery addresses, carrier, how a cheque or transfer goes on, and the link to the
 * order in the customer's account.
 */
export async function orderConfirmedMail(
  language: Locale,
  to: string,
  order: ConfirmedOrder,
  siteOrigin: string,
): Promise<OutgoingMail> {
  const orderUrl = siteUrl(siteOrigin, href.accountOrder({ order: order.tokenValue }), language);
  const { html, text } = await renderLetter(<OrderConfirmed language={language} order={order} orderUrl={orderUrl} />);
  return { to, subject: WORDS[language].subject(order.number), text, html, kind: 'order-confirmed', language };
}

/** The sample order the previews and tests show: two lines, a subscription, a free sample, a transfer. */
export const SAMPLE_ORDER: ConfirmedOrder = {
  number: 'G000042',
  tokenValue: 'exemple-de-jeton',
  items: [
    {
      productName: 'Croquettes chien adulte',
      variantName: '12 kg',
      quantity: 2,
      unitPrice: 5490,
      subscriptionInterval: null,
    },
    {
      productName: 'Pâtée au saumon',
      variantName: '12 × 400 g',
      quantity: 1,
      unitPrice: 3150,
      subscriptionInterval: 42,
    },
    {
      productName: 'Échantillon friandises',
      variantName: '50 g',
      quantity: 1,
      unitPrice: 0,
      subscriptionInterval: null,
    },
  ],
  itemsTotal: 14130,
  discountTotal: 500,
  couponCode: 'BIENVENUE-ABCDEFGH23',
  shippingTotal: 0,
  taxTotal: 710,
  total: 13630,
  billingAddress: {
    firstName: 'Anne',
    lastName: 'Martin',
    company: null,
    countryCode: 'FR',
    street: '12 rue des Lilas',
    postcode: '69003',
    city: 'Lyon',
  },
  shippingAddress: {
    firstName: 'Paul',
    lastName: 'Martin',
    countryCode: 'BE',
    street: 'Rue de la Loi 16',
    street2: 'Boîte 3',
    postcode: '1000',
    city: 'Bruxelles',
  },
  carrier: 'colissimo',
  pickupPoint: null,
  paymentInstructions: null,
};
