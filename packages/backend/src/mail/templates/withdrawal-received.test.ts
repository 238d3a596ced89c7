import { formatPrice, withdrawalStatement } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import { SAMPLE_WITHDRAWAL, withdrawalReceivedMail } from './withdrawal-received.js';

const ORIGIN = 'https://boutique.gamelle.example';
/** The HTML's text with its tags and entities read, to find words across elements. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ');

describe('withdrawal acknowledgment (directive 2011/83/EU art. 11a(3)): content, date and time, on a durable medium, in the order’s language', () => {
  it('art. 11a(3) « the content and the date and time »: the statement, the name, the order, its lines and the minute received, in HTML and text', async () => {
    const mail = await withdrawalReceivedMail('fr', SAMPLE_WITHDRAWAL, ORIGIN);
    expect(mail).toMatchObject({
      to: 'anne@example.fr',
      subject: 'Accusé de réception de votre rétractation — commande G000042',
      kind: 'withdrawal-received',
    });
    for (const body of [mail.text, htmlText(mail.html ?? '')]) {
      expect(body).toContain(`« ${SAMPLE_WITHDRAWAL.statement} »`);
      expect(body).toContain('le 10 novembre 2026 à 14:32 (heure de Paris)');
      expect(body).toContain('G000042, passée le 2 novembre 2026');
      expect(body).toContain('Croquettes chien adulte — 12 kg');
      expect(body).toContain(formatPrice(SAMPLE_WITHDRAWAL.total));
      expect(body).toContain('L’abonnement ABO-G000042-42, qui commençait avec cette commande, est arrêté.');
    }
    expect(mail.text).toMatch(/Accusé de réception envoyé à\s+anne@example\.fr/);
    expect(mail.text).toContain('Renvoyez-nous les produits sans retard excessif, au plus tard 14 jours');
    expect(mail.text).toContain(`${ORIGIN}/mon-compte/mes-commandes/${SAMPLE_WITHDRAWAL.tokenValue}/`);
    expect(mail.html).toContain('lang="fr-FR"');
  });

  it('art. 14: an order withdrawn from before it left is not sent, and nothing is to be sent back', async () => {
    const mail = await withdrawalReceivedMail(
      'fr',
      { ...SAMPLE_WITHDRAWAL, shipped: false, subscriptions: [] },
      ORIGIN,
    );
    expect(mail.text).toContain('Votre commande n’est pas encore partie : nous ne l’expédierons pas.');
    expect(mail.text).not.toContain('Renvoyez-nous');
    expect(mail.text).not.toContain('L’abonnement');
  });

  it('ADR 0019: in Dutch for a Dutch order — the greeting, the statement, the minute and the link under /nl/', async () => {
    const statement = withdrawalStatement('nl', { name: 'An Peeters', number: 'G000042' });
    const mail = await withdrawalReceivedMail('nl', { ...SAMPLE_WITHDRAWAL, name: 'An Peeters', statement }, ORIGIN);
    expect(mail.subject).toBe('Ontvangstbevestiging van uw herroeping — bestelling G000042');
    expect(mail.text).toMatch(/^Goeiedag An Peeters,/);
    expect(mail.text).toContain(`“${statement}”`);
    expect(mail.text).toContain('op 10 november 2026 om 14:32 (Parijse tijd)');
    expect(mail.text).toContain(`${ORIGIN}/nl/mon-compte/mes-commandes/${SAMPLE_WITHDRAWAL.tokenValue}/`);
    expect(mail.text).toMatch(/Met vriendelijke groeten,\nDe klantendienst van Gamelle$/);
    expect(mail.text).not.toMatch(/\b(Bonjour|Votre|commande|rétractation)\b/);
    expect(mail.html).toContain('lang="nl-BE"');
  });
});
