import { formatPrice, href, type Locale, WITHDRAWAL_PERIOD_DAYS } from '@gamelle/domain';
import { SELLER } from '../../orders/seller.js';
import type { OutgoingMail } from '../outbox.js';
import { countryName, dateInWords, instantInWords, SIGNATURES, siteUrl } from '../words.js';
import { Letter, Linked, Paragraph, renderLetter, styles, Title } from './letter.js';

/** A line of the order the customer withdrew from, as the acknowledgment lists it. */
export interface WithdrawnLine {
  productName: string;
  variantName: string;
  quantity: number;
  /** Cents. */
  unitPrice: number;
}

/** What the acknowledgment of a withdrawal tells (directive 2011/83/EU art. 11a(3), ADR 0028). */
export interface WithdrawalReceipt {
  number: string;
  tokenValue: string;
  placedAt: Date;
  /** When the shop received the withdrawal: the acknowledgment dates it to the minute. */
  receivedAt: Date;
  name: string;
  /** Where the acknowledgment goes: the address the customer gave or confirmed. */
  email: string;
  /** The customer's statement as the shop recorded it (`withdrawalStatement`). */
  statement: string;
  items: readonly WithdrawnLine[];
  /** Cents. */
  total: number;
  /** The parcel has left: the goods are to be sent back. */
  shipped: boolean;
  /** The subscriptions that began with this order, stopped with it. */
  subscriptions: readonly string[];
}

const WORDS = {
  fr: {
    subject: (n: string) => `Accusé de réception de votre rétractation — commande ${n}`,
    greeting: (name: string) => `Bonjour ${name},`,
    received: (n: string, at: string) =>
      `Nous avons bien reçu votre rétractation du contrat de vente de la commande ${n}, le ${at} (heure de Paris). Ce message en est l’accusé de réception : gardez-le.`,
    statementTitle: 'Votre déclaration',
    quoted: (text: string) => `« ${text} »`,
    name: 'Nom',
    order: 'Commande',
    placedOn: (n: string, day: string) => `${n}, passée le ${day}`,
    receivedOn: 'Reçue le',
    sentTo: 'Accusé de réception envoyé à',
    contractTitle: 'Le contrat dont vous vous rétractez',
    product: 'Article',
    quantity: 'Qté',
    lineTotal: 'Total',
    total: 'Total TTC',
    nextTitle: 'La suite',
    notShipped: 'Votre commande n’est pas encore partie : nous ne l’expédierons pas.',
    sendBack: (address: string) =>
      `Renvoyez-nous les produits sans retard excessif, au plus tard ${WITHDRAWAL_PERIOD_DAYS} jours après aujourd’hui, à : ${address}. Les frais de renvoi sont à votre charge.`,
    returnsDepartment: 'Service retours',
    subscription: (code: string) => `L’abonnement ${code}, qui commençait avec cette commande, est arrêté.`,
    refund: (shipped: boolean) =>
      `Nous vous rembourserons tout ce que vous avez payé pour cette commande, frais de livraison compris, au plus tard ${WITHDRAWAL_PERIOD_DAYS} jours après aujourd’hui, avec le moyen de paiement que vous avez utilisé.${shipped ? ' Nous pouvons attendre, pour le faire, d’avoir reçu les produits ou la preuve que vous les avez renvoyés.' : ''}`,
    link: 'Votre commande dans votre compte : ',
  },
  nl: {
    subject: (n: string) => `Ontvangstbevestiging van uw herroeping — bestelling ${n}`,
    greeting: (name: string) => `Goeiedag ${name},`,
    received: (n: string, at: string) =>
      `We hebben uw herroeping van de koopovereenkomst van bestelling ${n} goed ontvangen op ${at} (Parijse tijd). Dit bericht is de ontvangstbevestiging: bewaar het.`,
    statementTitle: 'Uw verklaring',
    quoted: (text: string) => `“${text}”`,
    name: 'Naam',
    order: 'Bestelling',
    placedOn: (n: string, day: string) => `${n}, geplaatst op ${day}`,
    receivedOn: 'Ontvangen op',
    sentTo: 'Ontvangstbevestiging verstuurd naar',
    contractTitle: 'De overeenkomst die u herroept',
    product: 'Artikel',
    quantity: 'Aantal',
    lineTotal: 'Totaal',
    total: 'Totaal incl. btw',
    nextTitle: 'Wat nu?',
    notShipped: 'Uw bestelling is nog niet vertrokken: we versturen ze niet.',
    sendBack: (address: string) =>
      `Stuur de producten zonder onnodige vertraging terug, uiterlijk ${WITHDRAWAL_PERIOD_DAYS} dagen na vandaag, naar: ${address}. De kosten van het terugsturen zijn voor uw rekening.`,
    returnsDepartment: 'Dienst retours',
    subscription: (code: string) => `Het abonnement ${code}, dat met deze bestelling begon, is stopgezet.`,
    refund: (shipped: boolean) =>
      `We betalen u alles terug wat u voor deze bestelling betaald hebt, de leveringskosten inbegrepen, uiterlijk ${WITHDRAWAL_PERIOD_DAYS} dagen na vandaag, met het betaalmiddel dat u gebruikt hebt.${shipped ? ' We mogen daarmee wachten tot we de producten terug hebben of u aantoont dat u ze teruggestuurd hebt.' : ''}`,
    link: 'Uw bestelling in uw account: ',
  },
} as const satisfies Record<Locale, unknown>;

/** Where the goods go back: the seller's returns department, its address as it is (a French one). */
const returnAddress = (language: Locale) =>
  `${SELLER.brand} — ${WORDS[language].returnsDepartment}, ${SELLER.street}, ${SELLER.postcode} ${SELLER.city}, ${countryName('FR', language)}`;

function WithdrawalReceived({
  language,
  receipt,
  orderUrl,
}: {
  language: Locale;
  receipt: WithdrawalReceipt;
  orderUrl: string;
}) {
  const w = WORDS[language];
  const price = (cents: number) => formatPrice(cents, { locale: language });
  const at = instantInWords(receipt.receivedAt, language);
  const facts: [string, string][] = [
    [w.name, receipt.name],
    [w.order, w.placedOn(receipt.number, dateInWords(receipt.placedAt, language))],
    [w.receivedOn, at],
    [w.sentTo, receipt.email],
  ];
  return (
    <Letter
      language={language}
      preview={w.received(receipt.number, at)}
      greeting={w.greeting(receipt.name)}
      signature={SIGNATURES.service[language]}
    >
      <Paragraph>{w.received(receipt.number, at)}</Paragraph>
      <Title>{w.statementTitle}</Title>
      <Paragraph>{w.quoted(receipt.statement)}</Paragraph>
      <table className="data" width="100%" cellPadding={0} cellSpacing={0} role="presentation">
        <tbody>
          {facts.map(([label, value]) => (
            <tr key={label}>
              <td style={styles.cell}>{label}</td>
              <td style={styles.cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Title>{w.contractTitle}</Title>
      <table className="data" width="100%" cellPadding={0} cellSpacing={0} role="presentation">
        <thead>
          <tr>
            <th style={styles.cell}>{w.product}</th>
            <th style={styles.number}>{w.quantity}</th>
            <th style={styles.number}>{w.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {receipt.items.map((line) => (
            <tr key={`${line.productName}-${line.variantName}`}>
              <td style={styles.cell}>
                {line.variantName ? `${line.productName} — ${line.variantName}` : line.productName}
              </td>
              <td style={styles.number}>{line.quantity}</td>
              <td style={styles.number}>{price(line.unitPrice * line.quantity)}</td>
            </tr>
          ))}
          <tr>
            <td style={styles.cell}>{w.total}</td>
            <td style={styles.number} />
            <td style={styles.number}>{price(receipt.total)}</td>
          </tr>
        </tbody>
      </table>
      <Title>{w.nextTitle}</Title>
      <Paragraph>{receipt.shipped ? w.sendBack(returnAddress(language)) : w.notShipped}</Paragraph>
      {receipt.subscriptions.map((code) => (
        <Paragraph key={code}>{w.subscription(code)}</Paragraph>
      ))}
      <Paragraph>{w.refund(receipt.shipped)}</Paragraph>
      <Linked before={w.link} href={orderUrl} />
    </Letter>
  );
}

/**
 * The acknowledgment of a withdrawal on a durable medium (directive 2011/83/EU art. 11a(3)):
 * its content (the statement, the name, the order and its lines) and the date and time it was
 * received, sent at once to the address the customer confirmed, in the order's language, with
 * what happens next (the goods sent back, the refund within 14 days, art. 13 and 14).
 */
export async function withdrawalReceivedMail(
  language: Locale,
  receipt: WithdrawalReceipt,
  siteOrigin: string,
): Promise<OutgoingMail> {
  const orderUrl = siteUrl(siteOrigin, href.accountOrder({ order: receipt.tokenValue }), language);
  const { html, text } = await renderLetter(
    <WithdrawalReceived language={language} receipt={receipt} orderUrl={orderUrl} />,
  );
  return {
    language,
    to: receipt.email,
    subject: WORDS[language].subject(receipt.number),
    text,
    html,
    kind: 'withdrawal-received',
  };
}

/** The sample withdrawal the previews and tests show: a shipped order that began a subscription. */
export const SAMPLE_WITHDRAWAL: WithdrawalReceipt = {
  number: 'G000042',
  tokenValue: 'exemple-de-jeton',
  placedAt: new Date('2026-11-02T09:15:00Z'),
  receivedAt: new Date('2026-11-10T13:32:00Z'),
  name: 'Anne Martin',
  email: 'anne@example.fr',
  statement: 'Je, Anne Martin, notifie par la présente ma rétractation du contrat de vente de la commande G000042.',
  items: [
    { productName: 'Croquettes chien adulte', variantName: '12 kg', quantity: 2, unitPrice: 5490 },
    { productName: 'Pâtée au saumon', variantName: '12 × 400 g', quantity: 1, unitPrice: 3150 },
  ],
  total: 14130,
  shipped: true,
  subscriptions: ['ABO-G000042-42'],
};
