import { formatPrice } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import { orderConfirmedMail, SAMPLE_ORDER } from './order-confirmed.js';

const ORIGIN = 'https://boutique.gamelle.example';
const price = (cents: number, locale: 'fr' | 'nl' = 'fr') => formatPrice(cents, { locale });
/** The HTML's text with its tags and entities read, to find words across elements. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ');

describe('SPEC §2 confirmation e-mail: the lines, the addresses, the carrier, the payment and the link to the order, in HTML and in text', () => {
  it('SPEC §2 confirmation: each line with its quantity and prices, a subscription line with its frequency, a free sample « Offert », the totals', async () => {
    const mail = await orderConfirmedMail('fr', 'anne@example.fr', SAMPLE_ORDER, ORIGIN);
    expect(mail.subject).toBe('Votre commande G000042 est confirmée');
    expect(mail.kind).toBe('order-confirmed');
    const html = htmlText(mail.html ?? '');
    for (const body of [mail.text, html]) {
      expect(body).toContain('Croquettes chien adulte — 12 kg');
      expect(body).toContain(price(5490));
      expect(body).toContain(price(2 * 5490));
      expect(body).toContain('Pâtée au saumon — 12 × 400 g');
      expect(body).toContain('Abonnement, fréquence : 6 semaines');
      expect(body).toContain('Échantillon friandises — 50 g');
      expect(body).toContain('Offert');
      expect(body).toContain(`− ${price(500)}`);
      expect(body).toContain(price(SAMPLE_ORDER.total));
    }
    // In the text, a line keeps its quantity, unit price and total on its own row.
    expect(mail.text).toMatch(new RegExp(`Croquettes chien adulte — 12 kg\\s+2\\s+${price(5490)}\\s+${price(10980)}`));
    expect(mail.text).toMatch(/Échantillon friandises — 50 g\s+1\s+Offert\s+Offert/);
    expect(mail.html).toMatch(/<td[^>]*>1<\/td><td[^>]*>Offert<\/td>/);
  });

  it('SPEC §2 confirmation: billing and delivery addresses, the carrier and the link to the order in the account, in the order’s language', async () => {
    const mail = await orderConfirmedMail('fr', 'anne@example.fr', SAMPLE_ORDER, ORIGIN);
    const link = `${ORIGIN}/mon-compte/mes-commandes/${SAMPLE_ORDER.tokenValue}/`;
    expect(mail.text).toContain('Adresse de facturation\n\nAnne Martin\n12 rue des Lilas\n69003 Lyon\nFrance');
    expect(mail.text).toContain(
      'Adresse de livraison\n\nPaul Martin\nRue de la Loi 16\nBoîte 3\n1000 Bruxelles\nBelgique',
    );
    expect(mail.text).toContain('Transporteur : Colissimo à domicile');
    expect(mail.text).toContain(`Suivez votre commande dans votre compte : ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(htmlText(mail.html ?? '')).toContain('12 rue des Lilas');
    expect(htmlText(mail.html ?? '')).toContain('1000 Bruxelles');
    expect(mail.html).toContain('lang="fr-FR"');

    const dutch = await orderConfirmedMail('nl', 'an@example.be', SAMPLE_ORDER, ORIGIN);
    expect(dutch.subject).toBe('Uw bestelling G000042 is bevestigd');
    expect(dutch.text).toContain('Échantillon friandises — 50 g');
    expect(dutch.text).toMatch(/50 g\s+1\s+Gratis\s+Gratis/);
    expect(dutch.text).toContain('Abonnement, om de 6 weken geleverd');
    expect(dutch.text).toContain('Factuuradres\n\nAnne Martin\n12 rue des Lilas\n69003 Lyon\nFrankrijk');
    expect(dutch.text).toContain('Vervoerder: Colissimo aan huis');
    expect(dutch.text).toContain(
      `Volg uw bestelling in uw account: ${ORIGIN}/nl/mon-compte/mes-commandes/${SAMPLE_ORDER.tokenValue}/`,
    );
    expect(dutch.html).toContain('lang="nl-BE"');
    expect(`${dutch.subject}\n${dutch.text}`).not.toMatch(/\b(Bonjour|Votre|Merci|Offert|Adresse de)\b/);
  });

  it('SPEC §2 confirmation: a cheque or a transfer says how to pay instead of « paiement accepté »; a pickup point replaces the delivery address', async () => {
    const instructions = 'Virez 136,30 € à Gamelle SAS, IBAN FR76…, référence G000042.';
    const mail = await orderConfirmedMail(
      'fr',
      'anne@example.fr',
      {
        ...SAMPLE_ORDER,
        paymentInstructions: instructions,
        carrier: 'mondial_relay',
        pickupPoint: {
          id: 'MR-1',
          name: 'Tabac de la Gare',
          street: '1 place de la Gare',
          postcode: '69002',
          city: 'Lyon',
        },
      },
      ORIGIN,
    );
    expect(mail.text).toContain(`Votre paiement\n\n${instructions}`);
    expect(mail.text).not.toContain('Votre paiement est accepté');
    expect(mail.text).toContain('Point relais\n\nTabac de la Gare\n1 place de la Gare\n69002 Lyon');
    expect(mail.text).not.toContain('Paul Martin');
    expect(htmlText(mail.html ?? '')).toContain('Virez 136,30 € à Gamelle SAS');
    const paid = await orderConfirmedMail('fr', 'anne@example.fr', SAMPLE_ORDER, ORIGIN);
    expect(paid.text).toContain('Votre paiement est accepté : nous préparons votre colis.');
  });
});
