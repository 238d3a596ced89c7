import { formatPrice, href, INVOICE_DELAY_DAYS, type Locale } from '@gamelle/domain';
import type { OutgoingMail } from './outbox.js';
import { carrierName, SIGNATURES, siteUrl } from './words.js';

export interface ShippedOrder {
  number: string;
  totalCents: number;
  /** The carrier's code (`colissimo`…), its name written in the reader's language. */
  carrier: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
}

/**
 * The e-mail of an order that left the warehouse, in the order's language (ADR 0019):
 * the carrier, the tracking number and its page, and when the invoice comes (SPEC §9
 * "Invoice 7 to 10 days after shipment") with the link to the customer's orders.
 */
export function orderShippedMail(language: Locale, to: string, order: ShippedOrder, siteOrigin: string): OutgoingMail {
  const total = formatPrice(order.totalCents, { locale: language });
  const carrier = carrierName(order.carrier, language);
  const tracking = `${order.trackingNumber}${order.trackingUrl ? ` — ${order.trackingUrl}` : ''}`;
  const orders = siteUrl(siteOrigin, href.accountOrders(), language);
  const { min, max } = INVOICE_DELAY_DAYS;
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `Uw bestelling ${order.number} is onderweg`,
      text: [
        'Goeiedag,',
        '',
        `Uw bestelling ${order.number} (${total}) heeft ons magazijn verlaten.`,
        ...(carrier ? [`Vervoerder: ${carrier}`] : []),
        `Trackingnummer: ${tracking}`,
        '',
        `Uw factuur staat ${min} tot ${max} dagen na de verzending in uw account: ${orders}`,
        '',
        SIGNATURES.team.nl,
      ].join('\n'),
    };
  }
  return {
    language,
    to,
    subject: `Votre commande ${order.number} est en route`,
    text: [
      'Bonjour,',
      '',
      `Votre commande ${order.number} (${total}) a quitté notre entrepôt avec ${carrier ?? 'notre transporteur'}.`,
      `Numéro de suivi : ${tracking}`,
      '',
      `Votre facture sera disponible dans votre compte ${min} à ${max} jours après l’expédition : ${orders}`,
      '',
      SIGNATURES.team.fr,
    ].join('\n'),
  };
}

/**
 * The e-mail of an order cancelled for want of payment `days` after it was placed (orders/unpaid.ts),
 * in the order's language, with the subscriptions it began, stopped with it.
 */
export function orderCancelledMail(
  language: Locale,
  to: string,
  order: { number: string; total: number; days: number; subscriptions?: readonly string[] },
  siteOrigin: string,
): OutgoingMail {
  const begun = order.subscriptions ?? [];
  const total = formatPrice(order.total, { locale: language });
  const link = siteUrl(siteOrigin, href.accountOrders(), language);
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `Uw bestelling ${order.number} is geannuleerd`,
      text: [
        'Goeiedag,',
        '',
        `We hebben ${order.days} dagen na uw bestelling ${order.number} (${total}) nog geen betaling ontvangen: ze is geannuleerd en de producten zijn terug in voorraad.`,
        ...begun.map((code) => `Het abonnement ${code} dat met deze bestelling begon, is daarom stopgezet.`),
        'Hebt u toch betaald? Neem dan contact op met onze klantendienst: we zoeken het samen uit.',
        `Uw bestellingen: ${link}`,
        '',
        SIGNATURES.team.nl,
      ].join('\n'),
    };
  }
  return {
    language,
    to,
    subject: `Votre commande ${order.number} est annulée`,
    text: [
      'Bonjour,',
      '',
      `Nous n’avons pas reçu le paiement de votre commande ${order.number} (${total}) ${order.days} jours après l’avoir reçue : elle est annulée et ses produits sont remis en stock.`,
      ...begun.map((code) => `L’abonnement ${code}, qui commençait avec cette commande, est donc arrêté.`),
      'Vous avez pourtant payé ? Contactez notre service client : nous trouverons ensemble.',
      `Vos commandes : ${link}`,
      '',
      SIGNATURES.team.fr,
    ].join('\n'),
  };
}
