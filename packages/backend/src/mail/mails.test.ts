import { formatPrice } from '@gamelle/domain';
import { describe, expect, it } from 'vitest';
import { biNutritionMenuMail, type MenuFacts, signInCodeMail, sponsorRewardMail } from './customer-mails.js';
import { newsletterConfirmationMail, newsletterWelcomeMail } from './newsletter-mails.js';
import { orderShippedMail } from './order-mails.js';
import type { OutgoingMail } from './outbox.js';
import {
  deliveryReminderMail,
  lastDayReminderMail,
  sendSubscriptionResumedMail,
  subscriptionOrderMail,
  subscriptionPausedMail,
  subscriptionResumedMail,
  subscriptionStoppedMail,
} from './subscription-mails.js';
import { orderConfirmedMail, SAMPLE_ORDER } from './templates/order-confirmed.js';

const ORIGIN = 'https://gamelle.example';
const LINK = `${ORIGIN}/nl/mon-compte/mes-abonnements/ABO-G000001-31/`;

/** Words that betray a French e-mail sent to a Dutch reader. */
const FRENCH = /\b(Bonjour|Votre|votre|commande|abonnement est|Merci|L’équipe|service client|jours|offerts)\b/;

/** A Dutch e-mail: greets and signs off in Belgian Dutch, the polite « u », not a French word of the shop's. */
function expectDutch(mail: OutgoingMail) {
  expect(mail.text).toMatch(/^Goeiedag\b/);
  expect(mail.text).toMatch(/Met vriendelijke groeten,\n(Het Gamelle-team|De klantendienst van Gamelle)/);
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(FRENCH);
  expect(mail.text).not.toMatch(/\b(je|jij|jouw)\b/i);
}

const menu: MenuFacts = {
  kcalPerDay: 245,
  frequency: 'three_per_week',
  wetDaysPerWeek: 3,
  wetGramsPerWetDay: 85,
  kibbleGramsOnWetDay: 30,
  kibbleGramsOnOtherDay: 55,
  meals: 1,
  kibble: { name: 'Croquettes chat adulte' },
  recipes: [{ name: 'Pâtée au saumon' }, { name: 'Pâtée au poulet' }],
};

describe('SPEC §1 languages fr and nl, every e-mail in nl (nl-BE wording): each e-mail in Dutch for a Dutch reader, French otherwise', () => {
  it('SPEC §1 Dutch: the order confirmation in Dutch', async () => {
    const mail = await orderConfirmedMail(
      'nl',
      'an@example.be',
      { ...SAMPLE_ORDER, number: 'G000012', total: 4590 },
      ORIGIN,
    );
    expect(mail.subject).toBe('Uw bestelling G000012 is bevestigd');
    expect(mail.text).toContain(`van ${formatPrice(4590, { locale: 'nl' })}`);
    expectDutch(mail);
  });

  it('SPEC §1 Dutch: the shipping e-mail in Dutch — carrier, tracking, the invoice in the account under /nl/', () => {
    const order = {
      number: 'G000012',
      totalCents: 4590,
      carrier: 'colissimo',
      trackingNumber: '6A0001',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A0001',
    };
    const mail = orderShippedMail('nl', 'an@example.be', order, ORIGIN);
    expect(mail.subject).toBe('Uw bestelling G000012 is onderweg');
    expect(mail.text).toContain('Uw bestelling G000012 (€\u00a045,90) heeft ons magazijn verlaten.');
    expect(mail.text).toContain('Vervoerder: Colissimo aan huis');
    expect(mail.text).toContain(`Trackingnummer: 6A0001 — ${order.trackingUrl}`);
    expect(mail.text).toContain(
      `7 tot 10 dagen na de verzending in uw account: ${ORIGIN}/nl/mon-compte/mes-commandes/`,
    );
    expectDutch(mail);
    const french = orderShippedMail('fr', 'anne@example.fr', order, ORIGIN);
    expect(french.subject).toBe('Votre commande G000012 est en route');
    expect(french.text).toContain('avec Colissimo à domicile');
    expect(french.text).toContain(`${ORIGIN}/mon-compte/mes-commandes/`);
  });

  it('SPEC §1 Dutch: the subscription reminders in Dutch, their days with the weekday', () => {
    const week = deliveryReminderMail('nl', 'an@example.be', {
      code: 'ABO-G000001-31',
      shippingDate: '2027-03-31',
      limitDate: '2027-03-27',
      link: LINK,
    });
    expect(week.subject).toBe('Uw volgende Gamelle-levering: woensdag 31 maart 2027');
    expect(week.text).toContain('wordt verzonden op woensdag 31 maart 2027');
    expect(week.text).toContain(`tot en met zaterdag 27 maart 2027: ${LINK}`);
    expectDutch(week);
    const last = lastDayReminderMail('nl', 'an@example.be', {
      code: 'ABO-G000001-31',
      shippingDate: '2027-03-31',
      link: LINK,
    });
    expect(last.subject).toBe('Laatste dag om uw volgende levering te wijzigen');
    expect(last.text).toContain('Vandaag is de laatste dag');
    expectDutch(last);
  });

  it('SPEC §1 Dutch: the order a subscription made, its failed card and its awaited payment, in Dutch', () => {
    const made = { code: 'ABO-G000001-31', number: 'G000020', total: 2990, paid: true, failure: null };
    const paid = subscriptionOrderMail('nl', 'an@example.be', made, LINK);
    expect(paid.subject).toBe('Uw abonnementsbestelling G000020 wordt klaargemaakt');
    expect(paid.text).toContain('(€\u00a029,90)');
    expectDutch(paid);
    const failed = subscriptionOrderMail(
      'nl',
      'an@example.be',
      { ...made, paid: false, failure: 'card_expired' },
      LINK,
    );
    expect(failed.subject).toBe('De betaling van uw abonnementsbestelling G000020 is mislukt');
    expect(failed.text).toContain('Werk uw kaart bij');
    expectDutch(failed);
    const awaiting = subscriptionOrderMail('nl', 'an@example.be', { ...made, paid: false }, LINK);
    expect(awaiting.text).toContain('zodra we uw betaling hebben ontvangen');
    expectDutch(awaiting);
    const stopped = subscriptionStoppedMail('nl', 'an@example.be', 'ABO-G000001-31', LINK);
    expect(stopped.subject).toBe('Uw abonnement ABO-G000001-31 is stopgezet');
    expectDutch(stopped);
  });

  it('SPEC §1 Dutch: the newsletter’s confirmation and welcome e-mails in Dutch, links under /nl/, the one-click unsubscribe kept', () => {
    const offer = { amount: 500, minimumItemsTotal: 3000 };
    const page = '/landing/offre-bienvenue/';
    const confirm = newsletterConfirmationMail('nl', 'an@example.be', {
      page,
      token: 'jeton',
      days: 7,
      offer,
      siteOrigin: ORIGIN,
    });
    expect(confirm.subject).toBe('Bevestig uw inschrijving op de nieuwsbrief van Gamelle');
    expect(confirm.text).toContain(`${ORIGIN}/nl/landing/offre-bienvenue/#confirmation=jeton`);
    expect(confirm.text).toContain('€\u00a05 korting');
    expectDutch(confirm);
    const welcome = newsletterWelcomeMail('nl', 'an@example.be', {
      couponCode: 'BIENVENUE-ABCDEFGHJK',
      offer,
      page,
      leaveToken: 'vertrek',
      unsubscribeUrl: `${ORIGIN}/api/v2/shop/newsletter-subscriptions/unsubscription?token=vertrek`,
      siteOrigin: ORIGIN,
    });
    expect(welcome.subject).toBe('Uw welkomstcode van Gamelle: €\u00a05 korting');
    expect(welcome.text).toContain('één keer €\u00a05 korting op een eerste bestelling vanaf €\u00a030');
    expect(welcome.text).toContain(`${ORIGIN}/nl/panier/`);
    expect(welcome.text).toContain(
      `Wilt u hem niet langer ontvangen? ${ORIGIN}/nl/landing/offre-bienvenue/#desinscription=vertrek`,
    );
    expect(welcome.unsubscribeUrl).toBe(`${ORIGIN}/api/v2/shop/newsletter-subscriptions/unsubscription?token=vertrek`);
    expectDutch(welcome);
  });

  it('SPEC §1 Dutch: the sponsor’s reward, the bi-nutrition menu (« duomenu ») and the Google code in Dutch', () => {
    const reward = sponsorRewardMail('nl', 'an@example.be', {
      firstName: 'An',
      code: 'MERCI-ABCDEFGHJK',
      amount: 1000,
      minimumItemsTotal: 3000,
    });
    expect(reward.subject).toBe('Bedankt voor uw uitnodiging: €\u00a010 korting voor u');
    expect(reward.text).toMatch(/^Goeiedag An,/);
    expect(reward.text).toContain('MERCI-ABCDEFGHJK');
    expectDutch(reward);
    const menuMail = biNutritionMenuMail('nl', 'an@example.be', { firstName: 'An', petName: 'Minou', menu });
    expect(menuMail.subject).toBe('Het duomenu van Minou');
    expect(menuMail.text).toContain('Het duomenu van Minou (245 kcal per dag):');
    expect(menuMail.text).toContain(
      '- Natvoer 3 keer per week: 85 g op die dagen, afwisselend Pâtée au saumon, Pâtée au poulet.',
    );
    expect(menuMail.text).toContain('op de dagen met natvoer, verdeeld over 1 maaltijd.');
    expect(menuMail.text).toContain('- De andere dagen: 55 g brokken, verdeeld over 1 maaltijd.');
    // The foods keep their catalogue names (French until the catalogue is translated).
    expect(menuMail.text).toMatch(/^Goeiedag An,/);
    expect(menuMail.text).toMatch(/Met vriendelijke groeten,\nDe klantendienst van Gamelle$/);
    const daily = biNutritionMenuMail('nl', 'an@example.be', {
      firstName: 'An',
      petName: 'Minou',
      menu: { ...menu, frequency: 'daily', wetDaysPerWeek: 7, meals: 2, recipes: [{ name: 'Pâtée au saumon' }] },
    });
    expect(daily.text).toContain('- Natvoer elke dag: 85 g per dag, met Pâtée au saumon.');
    expect(daily.text).toContain(': 30 g per dag, verdeeld over 2 maaltijden.');
    expect(daily.text).not.toContain('De andere dagen');
    const french = biNutritionMenuMail('fr', 'anne@example.fr', { firstName: 'Anne', petName: 'Minou', menu });
    expect(french.subject).toBe('Le menu bi-nutrition de Minou');
    expect(french.text).toContain('85 g ces jours-là');
    const code = signInCodeMail('nl', 'an@example.be', '123456', 10);
    expect(code.subject).toBe('123456 is uw aanmeldcode voor Google (gesimuleerd)');
    expect(code.text).toContain('De code is 10 minuten geldig.');
    expect(code.text).toMatch(/^Goeiedag,/);
    expect(`${code.subject}\n${code.text}`).not.toMatch(FRENCH);
  });
});

describe('SPEC §4 subscription paused and resumed: the customer is told, in their language, with the link to the subscription', () => {
  it('SPEC §4 pause: the French and Dutch e-mails say no order is made until it resumes, and the day it resumes by itself', () => {
    const fr = subscriptionPausedMail('fr', 'anne@example.fr', {
      code: 'ABO-G000001-31',
      until: '2027-03-31',
      link: LINK,
    });
    expect(fr.subject).toBe('Votre abonnement ABO-G000001-31 est en pause');
    expect(fr.text).toContain('en pause jusqu’au 31 mars 2027 : aucune commande');
    expect(fr.text).toContain(LINK);
    const nlMail = subscriptionPausedMail('nl', 'an@example.be', { code: 'ABO-G000001-31', link: LINK });
    expect(nlMail.subject).toBe('Uw abonnement ABO-G000001-31 is gepauzeerd');
    expect(nlMail.text).toContain(`op elk moment hervatten: ${LINK}`);
    expectDutch(nlMail);
  });

  it('SPEC §4 resume: the e-mail gives the day the next order ships; sendSubscriptionResumedMail queues it', async () => {
    const sent: OutgoingMail[] = [];
    await sendSubscriptionResumedMail(
      { send: async (mail) => void sent.push(mail) },
      { language: 'nl', to: 'an@example.be', code: 'ABO-G000001-31', link: LINK, nextShippingDate: '2027-03-31' },
    );
    expect(sent[0]?.subject).toBe('Uw abonnement ABO-G000001-31 is hervat');
    expect(sent[0]?.text).toContain(`verzonden op woensdag 31 maart 2027: ${LINK}`);
    expectDutch(sent[0] as OutgoingMail);
    const fr = subscriptionResumedMail('fr', 'anne@example.fr', {
      code: 'ABO-G000001-31',
      nextShippingDate: '2027-03-31',
      link: LINK,
    });
    expect(fr.text).toContain('expédiée le 31 mars 2027');
  });
});
