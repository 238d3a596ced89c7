import { formatPrice, INVOICE_DELAY_DAYS, VAT_RATE_PERCENT } from '@gamelle/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { OrderParts } from './store.js';

/** The standard PDF fonts speak WinAnsi: Intl's narrow spaces become plain ones. */
const ansi = (text: string) => text.replace(/[\u202f\u2009]/g, ' ').replace(/[^\x20-\x7e\xa0-\xff’«»€œŒ…–—]/g, '?');

const DAY_MS = 86_400_000;

/** Whether the invoice exists: from 7 days after shipping (SPEC §9 "Invoice 7 to 10 days after shipment"). */
export function invoiceAvailableFrom(shippedAt: Date | null | undefined): Date | null {
  return shippedAt ? new Date(shippedAt.getTime() + INVOICE_DELAY_DAYS.min * DAY_MS) : null;
}

type Address = {
  firstName?: string;
  lastName?: string;
  company?: string | null;
  street?: string;
  street2?: string | null;
  postcode?: string;
  city?: string;
  countryCode?: string;
};

/** The invoice of a placed order, as a one-page PDF (issue 7). */
export async function invoicePdf(parts: OrderParts): Promise<Uint8Array> {
  const { row, items } = parts;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Facture ${row.number}`);
  pdf.setAuthor('Gamelle SAS');
  pdf.setLanguage('fr-FR');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const text = (value: string, x: number, options: { size?: number; font?: typeof regular } = {}) =>
    page.drawText(ansi(value), {
      x,
      y,
      size: options.size ?? 10,
      font: options.font ?? regular,
      color: rgb(0.1, 0.1, 0.1),
    });
  const right = (value: string, edge: number, options: { font?: typeof regular } = {}) => {
    const font = options.font ?? regular;
    page.drawText(ansi(value), { x: edge - font.widthOfTextAtSize(ansi(value), 10), y, size: 10, font });
  };
  text('Gamelle SAS', 50, { size: 18, font: bold });
  text(`Facture ${row.number}`, 380, { size: 14, font: bold });
  y -= 18;
  text('12 rue des Gamelles, 69004 Lyon, France — TVA FR12 345678901', 50, { size: 9 });
  y -= 14;
  const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    row.checkoutCompletedAt ?? row.createdAt,
  );
  text(`Commande du ${date}`, 50, { size: 9 });
  y -= 36;
  const billing = (row.billingAddress ?? {}) as Address;
  text('Facturé à', 50, { font: bold });
  y -= 14;
  for (const line of [
    `${billing.firstName ?? ''} ${billing.lastName ?? ''}`.trim(),
    billing.company ?? '',
    billing.street ?? '',
    billing.street2 ?? '',
    `${billing.postcode ?? ''} ${billing.city ?? ''} ${billing.countryCode ?? ''}`.trim(),
  ].filter(Boolean)) {
    text(line, 50);
    y -= 13;
  }
  y -= 20;
  text('Article', 50, { font: bold });
  right('Qté', 380, { font: bold });
  right('Prix unitaire', 470, { font: bold });
  right('Total TTC', 545, { font: bold });
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  y -= 14;
  for (const item of items) {
    const label = `${item.productName} — ${item.variantName}${item.subscriptionInterval > 0 ? ' (abonnement)' : ''}`;
    text(label.length > 60 ? `${label.slice(0, 59)}…` : label, 50);
    right(String(item.quantity), 380);
    right(formatPrice(item.unitPrice), 470);
    right(formatPrice(item.unitPrice * item.quantity), 545);
    y -= 14;
  }
  y -= 10;
  const totals: [string, number][] = [
    ['Articles', row.itemsTotal],
    ...(row.discountTotal > 0
      ? ([[`Remise ${row.couponCode ?? ''}`.trim(), -row.discountTotal]] as [string, number][])
      : []),
    ['Livraison', row.shippingTotal],
    [`dont TVA ${VAT_RATE_PERCENT} %`, row.taxTotal],
  ];
  for (const [label, amount] of totals) {
    right(label, 470);
    right(formatPrice(amount), 545);
    y -= 14;
  }
  right('Total TTC', 470, { font: bold });
  right(formatPrice(row.total), 545, { font: bold });
  return pdf.save();
}
