import {
  DEFAULT_LOCALE,
  formatDecimal,
  INVOICE_DELAY_DAYS,
  includedVat,
  type Locale,
  VAT_RATE_PERCENT,
} from '@gamelle/domain';
import PDFDocument from 'pdfkit';
import { languageOf } from '../mail/language.js';
import { carrierName, countryName, dateInWords, frequencyInWords, wholePrice } from '../mail/words.js';
import { type Face, FONT_NAMES, fontFile, runsOf } from './invoice-fonts.js';
import { SELLER, SELLER_LEGAL_LINES } from './seller.js';
import type { OrderParts } from './store.js';

const DAY_MS = 86_400_000;

/** Whether the invoice exists: from 7 days after shipping (SPEC §9 "Invoice 7 to 10 days after shipment"). */
export function invoiceAvailableFrom(shippedAt: Date | null | undefined): Date | null {
  return shippedAt ? new Date(shippedAt.getTime() + INVOICE_DELAY_DAYS.min * DAY_MS) : null;
}

/**
 * The refusal before the invoice exists (SPEC §2 "available 7 to 10 days after shipping"), in the
 * order's language (French by default).
 */
export function invoiceNotYetMessage(availableFrom: Date | null, language: Locale = DEFAULT_LOCALE): string {
  const days = INVOICE_DELAY_DAYS.min;
  if (language === 'nl') {
    return availableFrom
      ? `Uw factuur is beschikbaar vanaf ${dateInWords(availableFrom, language)}, ${days} dagen na de verzending van uw bestelling.`
      : `Uw factuur is beschikbaar ${days} dagen na de verzending van uw bestelling.`;
  }
  return availableFrom
    ? `La facture sera disponible le ${dateInWords(availableFrom, language)}, ${days} jours après l’expédition de votre commande.`
    : `La facture sera disponible ${days} jours après l’expédition de votre commande.`;
}

/** The seller's share capital in cents, read from its legal form (« … au capital de 50 000 € »), written once there. */
const SHARE_CAPITAL_CENTS =
  Number((/capital de ([\d\s\u00a0\u202f]+)€/.exec(SELLER.legalForm)?.[1] ?? '').replace(/\D/g, '')) * 100;

/**
 * Everything the invoice writes, in each language (ADR 0019): French as French law wants
 * it (« Base HT », « TVA »), Belgian Dutch as a Belgian customer reads an invoice (« Maatstaf van
 * heffing », « btw », « Totaal incl. btw »). The seller's legal mentions are the same facts.
 */
const WORDS = {
  fr: {
    pdfLang: 'fr-FR',
    title: 'FACTURE',
    sellerCountry: SELLER.country,
    invoice: (number: string) => `Facture n° ${number}`,
    pdfTitle: (invoice: string, order: string) => `Facture ${invoice} — commande ${order}`,
    pdfSubject: (order: string) => `Facture de la commande ${order}`,
    invoiceDate: (date: string) => `Date de facture : ${date}`,
    order: (number: string, date: string) => `Commande n° ${number} du ${date}`,
    billing: 'Adresse de facturation',
    shipping: 'Adresse de livraison',
    pickup: 'Livraison en point relais',
    collectedBy: (name: string) => `Pour ${name}`,
    phone: 'Tél.',
    customer: 'Client :',
    paymentLabel: 'Paiement :',
    deliveryLabel: 'Livraison :',
    payments: {
      visa: 'Carte Visa',
      mastercard: 'Carte Mastercard',
      paypal: 'PayPal',
      cheque: 'Chèque',
      bank_transfer: 'Virement bancaire',
    } as Record<string, string>,
    noPayment: 'Non renseigné',
    cardEnding: (last4: string) => `se terminant par ${last4}`,
    paid: '— payée',
    awaitingPayment: '— en attente de paiement',
    shippedOn: (date: string) => `— expédiée le ${date}`,
    tracking: (number: string) => `— suivi ${number}`,
    subscription: (frequency: string) => `(abonnement, ${frequency})`,
    discount: (code: string | null) => `Remise${code ? ` code ${code}` : ''}`,
    shippingLine: (carrier: string) => `Livraison — ${carrier}`,
    someCarrier: 'transporteur',
    columns: {
      label: ['Désignation'],
      quantity: ['Qté'],
      unitPrice: ['P.U. TTC'],
      base: ['Base HT'],
      rate: ['Taux TVA'],
      vat: ['Montant TVA'],
      total: ['Total TTC'],
    },
    vatSummary: 'Récapitulatif de la TVA',
    summary: { rate: 'Taux', base: 'Base HT', vat: 'Montant TVA' },
    totals: {
      base: 'Total HT',
      vat: `TVA ${VAT_RATE_PERCENT}\u00a0%`,
      total: 'Total TTC',
      paid: 'Déjà payé',
      due: 'Reste à payer',
    },
    notes: [
      'Pas d’escompte pour paiement anticipé.',
      `Les prix s’entendent toutes taxes comprises, TVA française au taux de ${VAT_RATE_PERCENT}\u00a0%.`,
    ],
    legal: SELLER_LEGAL_LINES,
    page: (page: number, count: number) => `Page ${page} / ${count}`,
  },
  nl: {
    pdfLang: 'nl-BE',
    title: 'FACTUUR',
    sellerCountry: countryName('FR', 'nl'),
    invoice: (number: string) => `Factuur nr. ${number}`,
    pdfTitle: (invoice: string, order: string) => `Factuur ${invoice} — bestelling ${order}`,
    pdfSubject: (order: string) => `Factuur van bestelling ${order}`,
    invoiceDate: (date: string) => `Factuurdatum: ${date}`,
    order: (number: string, date: string) => `Bestelling nr. ${number} van ${date}`,
    billing: 'Factuuradres',
    shipping: 'Leveringsadres',
    pickup: 'Levering in een afhaalpunt',
    collectedBy: (name: string) => `Voor ${name}`,
    phone: 'Tel.',
    customer: 'Klant:',
    paymentLabel: 'Betaling:',
    deliveryLabel: 'Levering:',
    payments: {
      visa: 'Visa-kaart',
      mastercard: 'Mastercard-kaart',
      paypal: 'PayPal',
      cheque: 'Cheque',
      bank_transfer: 'Overschrijving',
    } as Record<string, string>,
    noPayment: 'Niet opgegeven',
    cardEnding: (last4: string) => `eindigend op ${last4}`,
    paid: '— betaald',
    awaitingPayment: '— in afwachting van betaling',
    shippedOn: (date: string) => `— verzonden op ${date}`,
    tracking: (number: string) => `— trackingnummer ${number}`,
    subscription: (frequency: string) => `(abonnement, ${frequency})`,
    discount: (code: string | null) => (code ? `Kortingscode ${code}` : 'Korting'),
    shippingLine: (carrier: string) => `Levering — ${carrier}`,
    someCarrier: 'vervoerder',
    columns: {
      label: ['Omschrijving'],
      quantity: ['Aantal'],
      unitPrice: ['Stukprijs', 'incl. btw'],
      base: ['Maatstaf', 'excl. btw'],
      rate: ['Btw-tarief'],
      vat: ['Btw-bedrag'],
      total: ['Totaal', 'incl. btw'],
    },
    vatSummary: 'Btw-overzicht',
    summary: { rate: 'Tarief', base: 'Maatstaf van heffing', vat: 'Btw-bedrag' },
    totals: {
      base: 'Totaal excl. btw',
      vat: `Btw ${VAT_RATE_PERCENT}\u00a0%`,
      total: 'Totaal incl. btw',
      paid: 'Reeds betaald',
      due: 'Nog te betalen',
    },
    notes: [
      'Geen korting bij vervroegde betaling.',
      `Alle prijzen zijn inclusief btw: Franse btw tegen ${VAT_RATE_PERCENT}\u00a0%.`,
    ],
    legal: [
      `${SELLER.legalName} — vereenvoudigde vennootschap op aandelen met een kapitaal van ${wholePrice(SHARE_CAPITAL_CENTS, 'nl')} — Zetel: ${SELLER.street}, ${SELLER.postcode} ${SELLER.city}, ${countryName('FR', 'nl')}`,
      `${SELLER.registration} — SIRET ${SELLER.siret} — Intracommunautair btw-nummer ${SELLER.vatNumber}`,
    ],
    page: (page: number, count: number) => `Pagina ${page} / ${count}`,
  },
} as const satisfies Record<Locale, unknown>;

type Address = {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  street?: string | null;
  street2?: string | null;
  postcode?: string | null;
  city?: string | null;
  countryCode?: string | null;
  phoneNumber?: string | null;
};

type PickupPoint = { name?: string; street?: string; postcode?: string; city?: string; countryCode?: string };

/** One line of the invoice: amounts in cents, TTC as sold, the VAT in it and the base without it. */
export interface InvoiceLine {
  label: string;
  quantity: number | null;
  unitPrice: number | null;
  base: number;
  vatRate: number;
  vat: number;
  total: number;
}

/** What the invoice says, before it is laid out: a pure function of the order. */
export interface InvoiceContent {
  /** The order's language (ADR 0019): every word of the invoice is in it. */
  language: Locale;
  invoiceNumber: string;
  invoiceDate: Date;
  orderNumber: string;
  orderDate: Date;
  shippedAt: Date | null;
  email: string | null;
  billing: string[];
  shipping: { title: string; lines: string[] };
  payment: string;
  delivery: string;
  lines: InvoiceLine[];
  totals: { base: number; vat: number; total: number; paid: number; due: number };
}

function addressLines(address: Address | null | undefined, language: Locale): string[] {
  if (!address) return [];
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company ?? '',
    address.street ?? '',
    address.street2 ?? '',
    [address.postcode, address.city].filter(Boolean).join(' '),
    countryName(address.countryCode, language),
    address.phoneNumber ? `${WORDS[language].phone} ${address.phoneNumber}` : '',
  ].filter((line) => line.trim() !== '');
}

/**
 * The VAT of each line, so that the lines add up to the order's VAT to the cent: each line's VAT
 * rounded, and what rounding left over put on the largest line (the order's VAT is computed once
 * on its total, `includedVat`, as the checkout does).
 */
export function allocateVat(totals: readonly number[], orderVat: number, ratePercent = VAT_RATE_PERCENT): number[] {
  const vats = totals.map((total) => includedVat(total, ratePercent));
  const rest = orderVat - vats.reduce((sum, vat) => sum + vat, 0);
  if (rest !== 0 && vats.length > 0) {
    let largest = 0;
    totals.forEach((total, i) => {
      if (Math.abs(total) > Math.abs(totals[largest] ?? 0)) largest = i;
    });
    vats[largest] = (vats[largest] ?? 0) + rest;
  }
  return vats;
}

/** What the invoice of a shipped order says, in the order's language (ADR 0019). */
export function invoiceContent(parts: OrderParts): InvoiceContent {
  const { row, items, shipment, payment } = parts;
  const language = languageOf(row.localeCode);
  const words = WORDS[language];
  const sold: Omit<InvoiceLine, 'base' | 'vat' | 'vatRate'>[] = items.map((item) => ({
    label: `${item.productName} — ${item.variantName}${item.subscriptionInterval > 0 ? ` ${words.subscription(frequencyInWords(item.subscriptionInterval, language))}` : ''}`,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    total: item.unitPrice * item.quantity,
  }));
  if (row.discountTotal > 0) {
    sold.push({ label: words.discount(row.couponCode), quantity: null, unitPrice: null, total: -row.discountTotal });
  }
  const carrier = carrierName(shipment?.methodCode, language) ?? shipment?.methodCode;
  sold.push({
    label: words.shippingLine(carrier ?? words.someCarrier),
    quantity: null,
    unitPrice: null,
    total: row.shippingTotal,
  });
  const vats = allocateVat(
    sold.map((line) => line.total),
    row.taxTotal,
  );
  const lines = sold.map((line, i) => {
    const vat = vats[i] ?? 0;
    return { ...line, vat, base: line.total - vat, vatRate: VAT_RATE_PERCENT };
  });
  const pickup = shipment?.pickupPoint as PickupPoint | null | undefined;
  const shippingAddress = (row.shippingAddress ?? row.billingAddress) as Address | null;
  const details = (payment?.details ?? {}) as { last4?: unknown };
  const paid = payment?.state === 'completed' ? (payment.amount ?? row.total) : 0;
  const shippedAt = shipment?.shippedAt ?? null;
  return {
    language,
    invoiceNumber: row.invoiceNumber ?? `F-${row.number ?? row.id}`,
    invoiceDate: row.invoicedAt ?? shipment?.shippedAt ?? row.checkoutCompletedAt ?? row.createdAt,
    orderNumber: row.number ?? row.tokenValue,
    orderDate: row.checkoutCompletedAt ?? row.createdAt,
    shippedAt,
    email: row.email,
    billing: addressLines(row.billingAddress as Address | null, language),
    shipping: pickup
      ? {
          title: words.pickup,
          lines: [
            pickup.name ?? '',
            pickup.street ?? '',
            [pickup.postcode, pickup.city].filter(Boolean).join(' '),
            countryName(pickup.countryCode, language),
            ...addressLines(shippingAddress, language).slice(0, 1).map(words.collectedBy),
          ].filter((line) => line.trim() !== ''),
        }
      : { title: words.shipping, lines: addressLines(shippingAddress, language) },
    payment: [
      words.payments[payment?.methodCode ?? ''] ?? payment?.methodCode ?? words.noPayment,
      typeof details.last4 === 'string' ? words.cardEnding(details.last4) : '',
      paid > 0 ? words.paid : words.awaitingPayment,
    ]
      .filter(Boolean)
      .join(' '),
    delivery: [
      carrier ?? '',
      shippedAt ? words.shippedOn(dateInWords(shippedAt, language)) : '',
      shipment?.trackingNumber ? words.tracking(shipment.trackingNumber) : '',
    ]
      .filter(Boolean)
      .join(' '),
    lines,
    totals: {
      base: row.total - row.taxTotal,
      vat: row.taxTotal,
      total: row.total,
      paid,
      due: row.total - paid,
    },
  };
}

/**
 * An amount of the invoice, zero included (`formatPrice` writes « Gratuit » for it): `1 234,50 €`
 * in French, `€ 1.234,50` in Belgian Dutch, a negative amount with a true minus; no-break spaces so
 * that amounts never split.
 */
export function money(cents: number, language: Locale = DEFAULT_LOCALE): string {
  const text = formatDecimal(Math.abs(cents) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const sign = cents < 0 ? '−' : '';
  if (language === 'nl') return `${sign}€\u00a0${text.replace(/[\u202f\u2009\u00a0 ]/g, '.')}`;
  return `${sign}${text.replace(/[\u202f\u2009 ]/g, '\u00a0')}\u00a0€`;
}

// Page geometry, in PDF points (A4).
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = PAGE.width - MARGIN;
const FOOTER_TOP = PAGE.height - 58;
const INK = '#1f1f1f';
const MUTED = '#5c5c5c';
const ACCENT = '#AE9973';

/** Table columns: x of the left edge and width; amounts are right-aligned in their column. */
const COLUMNS = {
  label: { x: MARGIN, width: 186 },
  quantity: { x: 230, width: 28 },
  unitPrice: { x: 262, width: 60 },
  base: { x: 326, width: 62 },
  rate: { x: 396, width: 44 },
  vat: { x: 446, width: 58 },
  total: { x: 508, width: RIGHT - 508 },
} as const;

interface TextOptions {
  face?: Face;
  size?: number;
  color?: string;
}

/** Text drawn run by run, each in the font that has its glyphs; never wrapped or paged by pdfkit. */
class Writer {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  width(text: string, { face = 'regular', size = 9 }: TextOptions = {}): number {
    return runsOf(text, face).reduce(
      (sum, run) => sum + this.doc.font(run.font).fontSize(size).widthOfString(run.text),
      0,
    );
  }

  text(text: string, x: number, y: number, { face = 'regular', size = 9, color = INK }: TextOptions = {}): void {
    let at = x;
    for (const run of runsOf(text, face)) {
      this.doc.font(run.font).fontSize(size).fillColor(color);
      this.doc.text(run.text, at, y, { lineBreak: false });
      at += this.doc.widthOfString(run.text);
    }
  }

  right(text: string, edge: number, y: number, options: TextOptions = {}): void {
    this.text(text, edge - this.width(text, options), y, options);
  }

  centre(text: string, y: number, options: TextOptions = {}): void {
    this.text(text, (PAGE.width - this.width(text, options)) / 2, y, options);
  }

  /** Lines of at most `width` points, cut between words (a word longer than a line is cut too). */
  wrap(text: string, width: number, options: TextOptions = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, options) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (this.width(rest, options) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && this.width(rest.slice(0, cut), options) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }
}

/**
 * The invoice of a shipped order as a PDF: the seller's legal mentions at the foot of
 * every page, invoice and order numbers and dates, billing and shipping addresses, each line with
 * its VAT base, rate and amount, totals HT, TVA and TTC; a long order goes on over as many pages as
 * it needs, each with the header, the table's head and « Page n / N ». Made with pdfkit and the
 * fonts of `invoice-fonts.ts`, so that any name prints as written.
 */
export async function invoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  const { language } = content;
  const words = WORDS[language];
  const amount = (cents: number) => money(cents, language);
  const date = (instant: Date) => dateInWords(instant, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    lang: words.pdfLang,
    displayTitle: true,
    // RGAA 13.3: a tagged PDF, whose structure (headings, paragraphs, tables with their head cells)
    // a screen reader reads in order; what only decorates or repeats is marked as an artifact.
    tagged: true,
    pdfVersion: '1.7',
    info: {
      Title: words.pdfTitle(content.invoiceNumber, content.orderNumber),
      Author: SELLER.legalName,
      Subject: words.pdfSubject(content.orderNumber),
      Creator: SELLER.brand,
      Producer: SELLER.brand,
      CreationDate: content.invoiceDate,
      ModDate: content.invoiceDate,
    },
  });
  for (const name of Object.values(FONT_NAMES)) doc.registerFont(name, fontFile(name).bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const w = new Writer(doc);
  let y = 0;

  // The document's structure: each element takes what its drawing function draws, in reading order.
  const root = doc.struct('Document');
  doc.addStructure(root);
  /**
   * `draw`'s text as a structure element of `type` under `parent`; a head cell says what it heads,
   * its column or its row (`Scope`, PDF/UA).
   */
  const tag = (parent: PDFKit.PDFStructureElement, type: string, draw: () => void, scope?: 'Column' | 'Row') => {
    // pdfkit takes `scope` (its table attribute) though @types/pdfkit leaves it out.
    const options = (scope ? { scope } : {}) as Parameters<typeof doc.struct>[1];
    const element = doc.struct(type, options, draw);
    parent.add(element);
    element.end();
  };
  /** A structure element to fill (a table, a row), under `parent`. */
  const group = (parent: PDFKit.PDFStructureElement, type: string) => {
    const element = doc.struct(type);
    parent.add(element);
    return element;
  };
  /** What a screen reader skips: a decoration (`Layout`), or what each page repeats (`Pagination`). */
  const artifact = (draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') => {
    doc.markContent('Artifact', { type });
    draw();
    doc.endMarkedContent();
  };

  const rule = (at: number, color = '#c9c9c9', width = 0.6) => {
    artifact(() => doc.moveTo(MARGIN, at).lineTo(RIGHT, at).lineWidth(width).strokeColor(color).stroke());
  };

  /** A page's head: read on the first page, an artifact on the pages after (the same words again). */
  const header = () => {
    const first = doc.bufferedPageRange().count === 0;
    doc.addPage({ size: 'A4', margin: 0 });
    artifact(() => doc.rect(0, 0, PAGE.width, 6).fill(ACCENT));
    const seller = [
      SELLER.legalName,
      SELLER.street,
      `${SELLER.postcode} ${SELLER.city}, ${words.sellerCountry}`,
      `${SELLER.email} — ${SELLER.phone}`,
    ];
    const ref = [
      words.invoice(content.invoiceNumber),
      words.invoiceDate(date(content.invoiceDate)),
      words.order(content.orderNumber, date(content.orderDate)),
    ];
    const parts: [string, () => void][] = [
      ['H1', () => w.right(words.title, RIGHT, 34, { face: 'bold', size: 16 })],
      [
        'P',
        () => {
          w.text(SELLER.brand, MARGIN, 32, { face: 'bold', size: 20 });
          seller.forEach((line, i) => {
            w.text(line, MARGIN, 60 + i * 11, { size: 8.5, color: MUTED });
          });
        },
      ],
      [
        'P',
        () => {
          ref.forEach((line, i) => {
            w.right(line, RIGHT, 60 + i * 12, { face: i === 0 ? 'bold' : 'regular', size: i === 0 ? 10 : 8.5 });
          });
        },
      ],
    ];
    for (const [type, draw] of parts) {
      if (first) tag(root, type, draw);
      else artifact(draw, 'Pagination');
    }
    rule(112);
    y = 124;
  };

  // A column's head may take two lines (« Stukprijs / incl. btw »): the band grows with it.
  const headLines = Math.max(...Object.values(words.columns).map((head) => head.length));
  /** The table's head: its header cells the first time (`row`), an artifact on the pages after. */
  const tableHead = (row?: PDFKit.PDFStructureElement) => {
    const options = { face: 'bold' as const, size: 8 };
    const height = 18 + (headLines - 1) * 9;
    artifact(() => doc.rect(MARGIN, y - 4, RIGHT - MARGIN, height).fill('#f2eee7'));
    for (const [key, head] of Object.entries(words.columns) as [keyof typeof COLUMNS, readonly string[]][]) {
      const column = COLUMNS[key];
      const draw = () =>
        head.forEach((line, i) => {
          if (key === 'label') w.text(line, column.x + 4, y + i * 9, options);
          else w.right(line, column.x + column.width - (key === 'total' ? 4 : 0), y + i * 9, options);
        });
      if (row) tag(row, 'TH', draw, 'Column');
      else artifact(draw, 'Pagination');
    }
    y += height + 2;
  };

  /** Room for `height` more points on this page, else a new page with the header (and the table's head). */
  const room = (height: number, withTableHead: boolean) => {
    if (y + height <= FOOTER_TOP - 12) return;
    header();
    if (withTableHead) tableHead();
  };

  header();

  // Addresses, side by side.
  const half = (RIGHT - MARGIN) / 2;
  const column = (title: string, lines: string[], x: number) => {
    let at = y;
    tag(root, 'H2', () => w.text(title, x, at, { face: 'bold', size: 9 }));
    at += 14;
    tag(root, 'P', () => {
      for (const line of lines) {
        for (const part of w.wrap(line, half - 16, { size: 9 })) {
          w.text(part, x, at, { size: 9 });
          at += 12;
        }
      }
    });
    return at;
  };
  const bottom = Math.max(
    column(words.billing, content.billing, MARGIN),
    column(content.shipping.title, content.shipping.lines, MARGIN + half),
  );
  y = bottom + 10;
  for (const [label, value] of [
    [words.customer, content.email ?? ''],
    [words.paymentLabel, content.payment],
    [words.deliveryLabel, content.delivery],
  ] as const) {
    if (!value) continue;
    const lines = w.wrap(value, RIGHT - MARGIN - 60, { size: 8.5 });
    tag(root, 'P', () => {
      w.text(label, MARGIN, y, { face: 'bold', size: 8.5 });
      lines.forEach((line, i) => {
        w.text(line, MARGIN + 60, y + i * 11, { size: 8.5 });
      });
    });
    y += lines.length * 11 + 2;
  }
  y += 14;
  const table = group(root, 'Table');
  const head = group(group(table, 'THead'), 'TR');
  tableHead(head);
  const body = group(table, 'TBody');

  for (const line of content.lines) {
    const labels = w.wrap(line.label, COLUMNS.label.width - 8, { size: 8.5 });
    const height = labels.length * 11 + 7;
    room(height, true);
    const row = group(body, 'TR');
    tag(row, 'TD', () =>
      labels.forEach((label, i) => {
        w.text(label, COLUMNS.label.x + 4, y + i * 11, { size: 8.5 });
      }),
    );
    // An empty cell stays a cell: the row keeps one per column.
    const cell = (text: string | null, column: { x: number; width: number }, inset = 0) =>
      tag(row, 'TD', () => {
        if (text !== null) w.right(text, column.x + column.width - inset, y, { size: 8.5 });
      });
    cell(line.quantity === null ? null : String(line.quantity), COLUMNS.quantity);
    cell(line.unitPrice === null ? null : amount(line.unitPrice), COLUMNS.unitPrice);
    cell(amount(line.base), COLUMNS.base);
    cell(`${line.vatRate}\u00a0%`, COLUMNS.rate);
    cell(amount(line.vat), COLUMNS.vat);
    cell(amount(line.total), COLUMNS.total, 4);
    row.end();
    y += height;
    artifact(() =>
      doc
        .moveTo(MARGIN, y - 4)
        .lineTo(RIGHT, y - 4)
        .lineWidth(0.3)
        .strokeColor('#e3e3e3')
        .stroke(),
    );
  }
  table.end();

  // The VAT summary and the totals, kept together on one page.
  room(150, false);
  y += 8;
  const summaryTop = y;
  tag(root, 'H2', () => w.text(words.vatSummary, MARGIN, summaryTop, { face: 'bold', size: 9 }));
  y += 14;
  const summary = [
    [words.summary.rate, `${VAT_RATE_PERCENT}\u00a0%`],
    [words.summary.base, amount(content.totals.base)],
    [words.summary.vat, amount(content.totals.vat)],
  ] as const;
  // A table of one row: its head cells above its values, 100 points a column (« Maatstaf van heffing » takes 83).
  const summaryTable = group(root, 'Table');
  const summaryHead = group(group(summaryTable, 'THead'), 'TR');
  summary.forEach(([label], i) => {
    tag(summaryHead, 'TH', () => w.text(label, MARGIN + i * 100, y, { size: 8, color: MUTED }), 'Column');
  });
  const summaryRow = group(group(summaryTable, 'TBody'), 'TR');
  summary.forEach(([, value], i) => {
    tag(summaryRow, 'TD', () => w.text(value, MARGIN + i * 100, y + 11, { size: 9 }));
  });
  summaryTable.end();
  // The totals: a table whose rows are each headed by their label.
  const totalsX = 360;
  let ty = y - 14;
  const totalsBody = group(group(root, 'Table'), 'TBody');
  for (const [label, cents, bold] of [
    [words.totals.base, content.totals.base, false],
    [words.totals.vat, content.totals.vat, false],
    [words.totals.total, content.totals.total, true],
    [words.totals.paid, content.totals.paid, false],
    [words.totals.due, content.totals.due, true],
  ] as const) {
    const options = { face: bold ? ('bold' as const) : ('regular' as const), size: bold ? 10 : 9 };
    const row = group(totalsBody, 'TR');
    tag(row, 'TH', () => w.text(label, totalsX, ty, options), 'Row');
    tag(row, 'TD', () => w.right(amount(cents), RIGHT - 4, ty, options));
    row.end();
    ty += bold ? 16 : 13;
  }
  totalsBody.end();
  y = Math.max(y + 30, ty) + 12;
  for (const note of words.notes) {
    tag(root, 'P', () => w.text(note, MARGIN, y, { size: 7.5, color: MUTED }));
    y += 10;
  }

  // The foot of every page: the legal mentions and « Page n / N ».
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    rule(FOOTER_TOP, '#c9c9c9', 0.5);
    // The legal mentions are read once, after the rest: the last page's, so that the structure
    // follows the pages; every other page repeats them.
    const legal = () =>
      words.legal.forEach((line, n) => {
        w.centre(line, FOOTER_TOP + 8 + n * 10, { size: 7, color: MUTED });
      });
    if (i === start + count - 1) tag(root, 'P', legal);
    else artifact(legal, 'Pagination');
    artifact(() => {
      w.right(words.page(i - start + 1, count), RIGHT, FOOTER_TOP + 34, { size: 8 });
      w.text(words.invoice(content.invoiceNumber), MARGIN, FOOTER_TOP + 34, { size: 8, color: MUTED });
    }, 'Pagination');
  }
  root.end();
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
