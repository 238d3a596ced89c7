import { writeFileSync } from 'node:fs';
import { formatPrice, includedVat } from '@gamelle/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { allocateVat, invoiceContent, invoiceNotYetMessage, invoicePdf, money } from './invoice.js';
import { runsOf } from './invoice-fonts.js';
import { SELLER } from './seller.js';
import type { OrderParts } from './store.js';

const SHIPPED = new Date('2026-11-10T09:30:00Z');

/** A shipped order of `lines` lines, paid by card, as the database holds it. */
function shippedOrder(
  lines: number,
  {
    firstName = 'Anne',
    lastName = 'Martin',
    discount = 0,
    shipping = 590,
    localeCode = 'fr_FR',
    countryCode = 'FR',
  } = {},
): OrderParts {
  const items = Array.from({ length: lines }, (_, i) => ({
    id: i + 1,
    orderId: 7,
    variantCode: String(10_000_000 + i),
    productSku: `CHIEN-CROQUETTES-${String(i).padStart(5, '0')}`,
    productName: `Croquettes chien adulte n° ${i + 1} au poulet et au riz complet`,
    variantName: i % 2 === 0 ? 'Sac de 12 kg' : 'Sac de 3 kg',
    unitPrice: 1290 + i * 7,
    quantity: 1 + (i % 3),
    subscriptionInterval: i === 0 ? 42 : 0,
    createdAt: SHIPPED,
    netWeight: i % 2 === 0 ? 12 : 3,
    netUnit: 'kg',
  }));
  const itemsTotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const total = itemsTotal - discount + shipping;
  const address = {
    firstName,
    lastName,
    company: null,
    countryCode,
    street: '12 rue des Lilas',
    street2: null,
    postcode: '69004',
    city: 'Lyon',
    phoneNumber: '+33612345678',
  };
  return {
    row: {
      id: 7,
      tokenValue: 'jeton-de-commande',
      state: 'completed',
      channelCode: 'gamelle_b2c',
      localeCode,
      currencyCode: 'EUR',
      customerId: 1,
      itemsTotal,
      couponCode: discount ? 'BIENVENUE5' : null,
      discountTotal: discount,
      shippingTotal: shipping,
      taxTotal: includedVat(total),
      total,
      number: 'G000007',
      email: 'anne@example.fr',
      billingAddress: address,
      shippingAddress: address,
      checkoutState: 'completed',
      paymentState: 'paid',
      shippingState: 'shipped',
      checkoutCompletedAt: new Date('2026-11-08T15:00:00Z'),
      subscriptionId: null,
      invoiceNumber: 'F2026-000042',
      invoicedAt: SHIPPED,
      withdrawnAt: null,
      personalDataErasedAt: null,
      createdAt: new Date('2026-11-08T14:00:00Z'),
      updatedAt: SHIPPED,
    },
    items,
    shipment: {
      id: 3,
      orderId: 7,
      methodCode: 'colissimo',
      pickupPoint: null,
      state: 'shipped',
      trackingNumber: '6A12345678901',
      shippedAt: SHIPPED,
    },
    payment: {
      id: 4,
      orderId: 7,
      methodCode: 'visa',
      amount: total,
      state: 'completed',
      details: { brand: 'visa', last4: '4242' },
      updatedAt: SHIPPED,
    },
  };
}

async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: false })).text;
}

/** Text as pdf.js gives it back, spaces of any kind made plain. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ');

describe('invoice (SPEC §2, §9)', () => {
  it('holds the legal mentions, invoice and order numbers, dates, addresses, lines with VAT base, rate and amount, totals HT/TVA/TTC', async () => {
    const parts = shippedOrder(3, { discount: 500 });
    const pdf = await invoicePdf(invoiceContent(parts));
    if (process.env.INVOICE_SAMPLE) writeFileSync(process.env.INVOICE_SAMPLE, pdf);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const [page] = (await pagesOf(pdf)).map(plain);
    for (const expected of [
      SELLER.legalName,
      SELLER.registration,
      `SIRET ${SELLER.siret}`,
      `N° de TVA intracommunautaire ${SELLER.vatNumber}`,
      'au capital de 50 000 €',
      'Facture n° F2026-000042',
      'Date de facture : 10 novembre 2026',
      'Commande n° G000007 du 8 novembre 2026',
      'Adresse de facturation',
      'Adresse de livraison',
      'Anne Martin',
      '12 rue des Lilas',
      '69004 Lyon',
      'Carte Visa se terminant par 4242 — payée',
      'expédiée le 10 novembre 2026',
      'suivi 6A12345678901',
      'Base HT',
      'Taux TVA',
      'Montant TVA',
      '(abonnement, 6 semaines)',
      'Remise code BIENVENUE5',
      'Livraison — Colissimo à domicile',
      'Total HT',
      'TVA 20 %',
      'Total TTC',
      'Page 1 / 1',
    ]) {
      expect(page, expected).toContain(expected);
    }
    const { total, taxTotal } = parts.row;
    expect(page).toContain(`Total TTC ${plain(money(total))}`);
    expect(page).toContain(`Total HT ${plain(money(total - taxTotal))}`);
    expect(page).toContain(`TVA 20 % ${plain(money(taxTotal))}`);
    expect(page).toContain(
      `Remise code BIENVENUE5 ${plain(money(-417))} 20 % ${plain(money(-83))} ${plain(money(-500))}`,
    );
  });

  it('a long order goes on over several pages, each with the header, the table’s head, the legal mentions and « Page n / N »', async () => {
    const pages = (await pagesOf(await invoicePdf(invoiceContent(shippedOrder(80))))).map(plain);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain('Facture n° F2026-000042');
      expect(page).toContain('Commande n° G000007');
      expect(page).toContain(`Page ${i + 1} / ${pages.length}`);
      expect(page).toContain(SELLER.registration);
      expect(page).toContain('Désignation');
    });
    // Every line printed once, and the totals on the last page only.
    const all = pages.join('\n');
    for (let i = 1; i <= 80; i += 1) expect(all).toContain(`n° ${i} au poulet`);
    expect(pages.at(-1)).toContain('Total TTC');
    expect(pages[0]).not.toContain('Reste à payer');
  });

  it('any Unicode name prints as written: accents, ligatures, Greek, Cyrillic, Hebrew, Arabic, Chinese, Korean, Thai', async () => {
    const names = [
      ['Zoë-Chloé', 'Œuvray-Łukasiewicz'],
      ['Ελένη', 'Παπαδοπούλου'],
      ['Дмитрий', 'Иванов'],
      ['李', '小龍'],
      ['김', '민준'],
      ['สมชาย', 'ใจดี'],
    ] as const;
    for (const [firstName, lastName] of names) {
      const text = plain(
        (await pagesOf(await invoicePdf(invoiceContent(shippedOrder(1, { firstName, lastName })))))[0] ?? '',
      );
      expect(text, firstName).toContain(firstName);
      expect(text, lastName).toContain(lastName);
    }
    // Right-to-left names are drawn in their own order; their letters are all there.
    for (const [firstName, lastName] of [
      ['שרה', 'כהן'],
      ['محمد', 'العلي'],
    ] as const) {
      const text = plain(
        (await pagesOf(await invoicePdf(invoiceContent(shippedOrder(1, { firstName, lastName })))))[0] ?? '',
      );
      for (const letter of `${firstName}${lastName}`) expect(text, letter).toContain(letter);
    }
    if (process.env.INVOICE_SAMPLE) {
      const everyone = shippedOrder(2, { firstName: 'Zoë 李小龍 김민준 สมชาย', lastName: 'Ελένη Дмитрий שרה محمد' });
      writeFileSync(`${process.env.INVOICE_SAMPLE}.unicode.pdf`, await invoicePdf(invoiceContent(everyone)));
      writeFileSync(`${process.env.INVOICE_SAMPLE}.long.pdf`, await invoicePdf(invoiceContent(shippedOrder(80))));
    }
  });

  it('each character goes to a font that has it: DejaVu Sans first, UnifontEX for what it lacks', () => {
    expect(runsOf('Zoë Дмитрий', 'regular')).toEqual([{ text: 'Zoë Дмитрий', font: 'dejavu' }]);
    expect(runsOf('Anne 小龍 Li', 'bold')).toEqual([
      { text: 'Anne ', font: 'dejavu-bold' },
      { text: '小龍 ', font: 'unifont' },
      { text: 'Li', font: 'dejavu-bold' },
    ]);
    // A combining accent stays with its letter.
    expect(runsOf('小\u0301', 'regular')).toEqual([{ text: '小\u0301', font: 'unifont' }]);
  });

  it('the lines’ VAT adds up to the order’s VAT to the cent, what rounding leaves going to the largest line', () => {
    const totals = [1999, 1999, 1999, -500, 590];
    const orderVat = includedVat(totals.reduce((a, b) => a + b, 0));
    const vats = allocateVat(totals, orderVat);
    expect(vats.reduce((a, b) => a + b, 0)).toBe(orderVat);
    vats.forEach((vat, i) => {
      expect(Math.abs(vat - includedVat(totals[i] ?? 0))).toBeLessThanOrEqual(2);
    });
    expect(allocateVat([], 0)).toEqual([]);
  });

  it('a relay delivery prints the pickup point and who collects the parcel', async () => {
    const parts = shippedOrder(1);
    parts.shipment = {
      ...(parts.shipment as NonNullable<OrderParts['shipment']>),
      methodCode: 'mondial_relay',
      pickupPoint: {
        name: 'Tabac-presse du Marché',
        street: '3 place du Marché',
        postcode: '69004',
        city: 'Lyon',
        countryCode: 'FR',
      },
    };
    const [page] = (await pagesOf(await invoicePdf(invoiceContent(parts)))).map(plain);
    expect(page).toContain('Livraison en point relais');
    expect(page).toContain('Tabac-presse du Marché');
    expect(page).toContain('Pour Anne Martin');
  });
});

describe('invoice in Dutch (SPEC §1 languages fr and nl, nl-BE wording)', () => {
  const dutch = (lines: number, options: Parameters<typeof shippedOrder>[1] = {}) =>
    shippedOrder(lines, { localeCode: 'nl_BE', countryCode: 'BE', ...options });

  it('SPEC §1 Dutch: the invoice of an order placed in Dutch is in Belgian Dutch — labels, dates, amounts, lines, totals and legal mentions', async () => {
    const parts = dutch(3, { discount: 500 });
    const pdf = await invoicePdf(invoiceContent(parts));
    if (process.env.INVOICE_SAMPLE) writeFileSync(`${process.env.INVOICE_SAMPLE}.nl.pdf`, pdf);
    const [page] = (await pagesOf(pdf)).map(plain);
    for (const expected of [
      'FACTUUR',
      'Factuur nr. F2026-000042',
      'Factuurdatum: 10 november 2026',
      'Bestelling nr. G000007 van 8 november 2026',
      'Factuuradres',
      'Leveringsadres',
      'België',
      'Tel. +33612345678',
      '69004 Lyon, Frankrijk',
      'Klant:',
      'Betaling: Visa-kaart eindigend op 4242 — betaald',
      'Levering: Colissimo aan huis — verzonden op 10 november 2026 — trackingnummer 6A12345678901',
      'Omschrijving',
      'Aantal',
      'Stukprijs',
      'Maatstaf',
      'Btw-tarief',
      'Btw-bedrag',
      '(abonnement, om de 6 weken)',
      'Kortingscode BIENVENUE5',
      'Levering — Colissimo aan huis',
      'Btw-overzicht',
      'Maatstaf van heffing',
      'Geen korting bij vervroegde betaling.',
      'Alle prijzen zijn inclusief btw: Franse btw tegen 20 %.',
      `${SELLER.legalName} — vereenvoudigde vennootschap op aandelen met een kapitaal van € 50.000 — Zetel: 12 rue des Gamelles, 69004 Lyon, Frankrijk`,
      `Intracommunautair btw-nummer ${SELLER.vatNumber}`,
      'Pagina 1 / 1',
    ]) {
      expect(page, expected).toContain(expected);
    }
    const { total, taxTotal } = parts.row;
    expect(page).toContain(`Totaal excl. btw ${plain(money(total - taxTotal, 'nl'))}`);
    expect(page).toContain(`Btw 20 % ${plain(money(taxTotal, 'nl'))}`);
    expect(page).toContain(`Totaal incl. btw ${plain(money(total, 'nl'))}`);
    expect(page).toContain(`Reeds betaald ${plain(money(total, 'nl'))}`);
    expect(page).toContain(`Nog te betalen ${plain(money(0, 'nl'))}`);
    expect(page).toContain(
      `Kortingscode BIENVENUE5 ${plain(money(-417, 'nl'))} 20 % ${plain(money(-83, 'nl'))} ${plain(money(-500, 'nl'))}`,
    );
    // No French word of the shop's left (the catalogue's product names stay as the catalogue writes them).
    for (const french of [
      'Facture',
      'Commande',
      'TVA',
      'TTC',
      'HT',
      'Livraison',
      'Adresse',
      'Remise',
      'payée',
      'France',
      'Page 1',
    ]) {
      expect(page, french).not.toContain(french);
    }
  });

  it('SPEC §1 Dutch: a long Dutch order goes on over several pages, each with its two-line table head and « Pagina n / N »', async () => {
    const pages = (await pagesOf(await invoicePdf(invoiceContent(dutch(80))))).map(plain);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain('Factuur nr. F2026-000042');
      expect(page).toContain(`Pagina ${i + 1} / ${pages.length}`);
      expect(page).toContain('Omschrijving');
      expect(page).toContain('incl. btw');
    });
    const all = pages.join('\n');
    for (let i = 1; i <= 80; i += 1) expect(all).toContain(`n° ${i} au poulet`);
    expect(pages.at(-1)).toContain('Nog te betalen');
  });

  it('SPEC §1 Dutch: a relay delivery in Dutch names the pickup point and who collects the parcel', async () => {
    const parts = dutch(1);
    parts.shipment = {
      ...(parts.shipment as NonNullable<OrderParts['shipment']>),
      methodCode: 'mondial_relay',
      pickupPoint: {
        name: 'Dagbladhandel Markt',
        street: 'Markt 3',
        postcode: '9000',
        city: 'Gent',
        countryCode: 'BE',
      },
    };
    const [page] = (await pagesOf(await invoicePdf(invoiceContent(parts)))).map(plain);
    expect(page).toContain('Levering in een afhaalpunt');
    expect(page).toContain('Dagbladhandel Markt');
    expect(page).toContain('Voor Anne Martin');
    expect(page).toContain('Levering — Mondial Relay-afhaalpunt');
  });

  it('SPEC §1 Dutch: Dutch amounts are written as the shop writes prices in Dutch (« € 1.234,50 »), zero included', () => {
    for (const cents of [1, 590, 123450, 1234567]) {
      expect(money(cents, 'nl')).toBe(formatPrice(cents, { locale: 'nl' }));
      expect(money(-cents, 'nl')).toBe(`−${formatPrice(cents, { locale: 'nl' })}`);
    }
    expect(money(0, 'nl')).toBe('€\u00a00,00');
    expect(money(123450)).toBe(formatPrice(123450));
  });

  it('SPEC §1 Dutch: the invoice not yet available is said in Dutch for a Dutch order', () => {
    expect(invoiceNotYetMessage(new Date('2026-11-22T09:00:00Z'), 'nl')).toBe(
      'Uw factuur is beschikbaar vanaf 22 november 2026, 7 dagen na de verzending van uw bestelling.',
    );
    expect(invoiceNotYetMessage(null, 'nl')).toBe(
      'Uw factuur is beschikbaar 7 dagen na de verzending van uw bestelling.',
    );
    expect(invoiceNotYetMessage(null)).toBe('La facture sera disponible 7 jours après l’expédition de votre commande.');
  });
});

/** A page's structure and the text of each of its tagged parts, as a screen reader gets them (pdf.js). */
async function taggedPage(pdf: Uint8Array, pageNumber: number) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const page = await document.getPage(pageNumber);
  const { items } = await page.getTextContent({ includeMarkedContent: true });
  const textOf = new Map<string, string>();
  const open: { id: string | null; tag: string }[] = [];
  const untagged: string[] = [];
  const artifacts: string[] = [];
  for (const item of items) {
    if ('str' in item) {
      if (!item.str.trim()) continue;
      const inside = open.at(-1);
      if (!inside) untagged.push(item.str);
      else if (inside.tag === 'Artifact') artifacts.push(item.str);
      else if (inside.id) textOf.set(inside.id, plain(`${textOf.get(inside.id) ?? ''} ${item.str}`).trim());
    } else if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') {
      // pdf.js gives the marking's tag too (« Artifact », « P »…), though its type leaves it out.
      const { id, tag } = item as { id?: string; tag?: string };
      open.push({ id: id ?? null, tag: tag ?? '' });
    } else if (item.type === 'endMarkedContent') {
      open.pop();
    }
  }
  type Node = { role?: string; type?: string; id?: string; children?: Node[] };
  const tree = (await page.getStructTree()) as Node;
  /** An element's text: its content's, then its children's. */
  const text = (node: Node): string =>
    node.type === 'content'
      ? (textOf.get(node.id ?? '') ?? '')
      : (node.children ?? []).map(text).filter(Boolean).join(' ');
  const find = (node: Node, role: string): Node[] => [
    ...(node.role === role ? [node] : []),
    ...(node.children ?? []).flatMap((child) => find(child, role)),
  ];
  return { tree, text, find, untagged, artifacts, marked: (await document.getMarkInfo())?.Marked };
}

describe('invoice — RGAA 13.3 « a downloadable document has an accessible version »: a tagged PDF', () => {
  it('RGAA 13.3: headings, paragraphs and the lines as a table with its head cells, every word tagged or an artifact', async () => {
    const pdf = await invoicePdf(invoiceContent(shippedOrder(2, { discount: 500 })));
    const { tree, text, find, untagged, marked } = await taggedPage(pdf, 1);
    expect(marked).toBe(true);
    expect(untagged).toEqual([]);
    const [root] = find(tree, 'Document');
    expect(text(find(tree, 'H1')[0] ?? {})).toBe('FACTURE');
    expect(find(tree, 'H2').map(text)).toEqual([
      'Adresse de facturation',
      'Adresse de livraison',
      'Récapitulatif de la TVA',
    ]);
    expect((root?.children ?? []).slice(0, 5).map((child) => child.role)).toEqual(['H1', 'P', 'P', 'H2', 'P']);
    const [lines, vat, totals] = find(tree, 'Table');
    expect(find(lines ?? {}, 'TH').map(text)).toEqual([
      'Désignation',
      'Qté',
      'P.U. TTC',
      'Base HT',
      'Taux TVA',
      'Montant TVA',
      'Total TTC',
    ]);
    // Two lines, the discount and the delivery: a row each, a cell per column, empty ones kept.
    const rows = find(find(lines ?? {}, 'TBody')[0] ?? {}, 'TR');
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(find(row, 'TD')).toHaveLength(7);
    expect(find(rows[2] ?? {}, 'TD').map(text)).toEqual([
      'Remise code BIENVENUE5',
      '',
      '',
      plain(money(-417)),
      '20 %',
      plain(money(-83)),
      plain(money(-500)),
    ]);
    expect(find(vat ?? {}, 'TH').map(text)).toEqual(['Taux', 'Base HT', 'Montant TVA']);
    expect(find(totals ?? {}, 'TR').map((row) => find(row, 'TH').map(text)[0])).toEqual([
      'Total HT',
      'TVA 20 %',
      'Total TTC',
      'Déjà payé',
      'Reste à payer',
    ]);
    // The legal mentions are read once, last.
    expect(text(root?.children?.at(-1) ?? {})).toContain(`SIRET ${SELLER.siret}`);
    // Each head cell says what it heads (PDF/UA): the lines' and the VAT's columns, the totals' rows.
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw.match(/\/Scope \/Column/g)).toHaveLength(7 + 3);
    expect(raw.match(/\/Scope \/Row/g)).toHaveLength(5);
  });

  it('RGAA 13.3: on the pages after the first, what each page repeats (head, table head, legal mentions, « Page n / N ») is an artifact, read once', async () => {
    const pdf = await invoicePdf(invoiceContent(shippedOrder(80)));
    const first = await taggedPage(pdf, 1);
    expect(first.artifacts.join(' ')).toContain('Page 1 /');
    // The legal mentions are read on the last page, so that the structure follows the pages.
    expect(plain(first.artifacts.join(' '))).toContain(SELLER.registration);
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const last = await taggedPage(pdf, document.numPages);
    expect(last.untagged).toEqual([]);
    expect(plain(last.artifacts.join(' '))).not.toContain(SELLER.registration);
    expect(last.find(last.tree, 'P').map(last.text).join(' ')).toContain(`SIRET ${SELLER.siret}`);
    const second = await taggedPage(pdf, 2);
    expect(second.untagged).toEqual([]);
    // Nothing of this page is read as a heading or a head cell (pdf.js lists the table's elements, empty).
    expect(second.find(second.tree, 'H1').map(second.text).join('')).toBe('');
    expect(second.find(second.tree, 'TH').map(second.text).join('')).toBe('');
    const repeated = plain(second.artifacts.join(' '));
    for (const expected of ['FACTURE', 'Facture n° F2026-000042', 'Désignation', SELLER.registration, 'Page 2 /']) {
      expect(repeated).toContain(expected);
    }
    // The rows of the second page belong to the table begun on the first.
    const rowsOnSecond = second.find(second.tree, 'TR');
    expect(rowsOnSecond.length).toBeGreaterThan(10);
    expect(rowsOnSecond.map((row) => second.text(row)).join(' ')).toMatch(/n° \d+ au poulet/);
  });
});
