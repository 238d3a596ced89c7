/**
 * `npm run mail:preview` (packages/backend): every e-mail the shop sends, with sample data, in
 * French and in Dutch, written to `mail-preview/` as HTML files and their text versions, with an
 * `index.html` linking them. For developing the templates; nothing is sent.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { href, type Locale, withdrawalStatement } from '@gamelle/domain';
import { passwordResetMail } from './customer-mails.js';
import { newsletterConfirmationMail } from './newsletter-mails.js';
import { orderShippedMail } from './order-mails.js';
import type { OutgoingMail } from './outbox.js';
import {
  deliveryReminderMail,
  lastDayReminderMail,
  subscriptionCreatedMail,
  subscriptionPausedMail,
  subscriptionResumedMail,
  subscriptionStoppedMail,
} from './subscription-mails.js';
import { htmlOfText } from './templates/letter.js';
import { orderConfirmedMail, SAMPLE_ORDER } from './templates/order-confirmed.js';
import { SAMPLE_WITHDRAWAL, withdrawalReceivedMail } from './templates/withdrawal-received.js';

const ORIGIN = 'https://gamelle.example';
const LINK = `${ORIGIN}/mon-compte/mes-abonnements/ABO-G000042-42/`;
const TO = 'anne@example.fr';

const samples: Record<string, (language: Locale) => OutgoingMail | Promise<OutgoingMail>> = {
  'order-confirmed': (l) => orderConfirmedMail(l, TO, SAMPLE_ORDER, ORIGIN),
  'order-confirmed-transfer': (l) =>
    orderConfirmedMail(
      l,
      TO,
      {
        ...SAMPLE_ORDER,
        paymentInstructions: 'Virez 136,30 € à Gamelle SAS, IBAN FR76 3000 6000 0112 3456 7890 189, référence G000042.',
      },
      ORIGIN,
    ),
  'withdrawal-received': (l) =>
    withdrawalReceivedMail(
      l,
      {
        ...SAMPLE_WITHDRAWAL,
        statement: withdrawalStatement(l, { name: SAMPLE_WITHDRAWAL.name, number: SAMPLE_WITHDRAWAL.number }),
      },
      ORIGIN,
    ),
  'withdrawal-received-before-shipping': (l) =>
    withdrawalReceivedMail(
      l,
      {
        ...SAMPLE_WITHDRAWAL,
        statement: withdrawalStatement(l, { name: SAMPLE_WITHDRAWAL.name, number: SAMPLE_WITHDRAWAL.number }),
        shipped: false,
        subscriptions: [],
      },
      ORIGIN,
    ),
  'order-shipped': (l) =>
    orderShippedMail(
      l,
      TO,
      {
        number: 'G000042',
        totalCents: 13630,
        carrier: 'colissimo',
        trackingNumber: '6A0042',
        trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A0042',
      },
      ORIGIN,
    ),
  'subscription-reminder-week': (l) =>
    deliveryReminderMail(l, TO, {
      code: 'ABO-G000042-42',
      shippingDate: '2027-03-31',
      limitDate: '2027-03-27',
      link: LINK,
    }),
  'subscription-reminder-last-day': (l) =>
    lastDayReminderMail(l, TO, { code: 'ABO-G000042-42', shippingDate: '2027-03-31', link: LINK }),
  'subscription-paused': (l) =>
    subscriptionPausedMail(l, TO, { code: 'ABO-G000042-42', until: '2027-05-01', link: LINK }),
  'subscription-resumed': (l) =>
    subscriptionResumedMail(l, TO, { code: 'ABO-G000042-42', nextShippingDate: '2027-05-12', link: LINK }),
  'subscription-created': (l) =>
    subscriptionCreatedMail(l, TO, {
      code: 'ABO-G000042-42',
      frequencyInDays: 42,
      nextShippingDate: '2027-02-01',
      link: LINK,
    }),
  'subscription-stopped': (l) => subscriptionStoppedMail(l, TO, 'ABO-G000042-42', LINK),
  'password-reset': (l) =>
    passwordResetMail(l, TO, {
      firstName: 'Anne',
      link: `${ORIGIN}${l === 'nl' ? '/nl' : ''}/mot-de-passe-oublie/exemple/`,
    }),
  'newsletter-confirmation': (l) =>
    newsletterConfirmationMail(l, TO, {
      page: href.landing({ landing: 'offre-bienvenue' }),
      token: 'exemple',
      days: 7,
      offer: { amount: 500, minimumItemsTotal: 3000 },
      siteOrigin: ORIGIN,
    }),
};

const out = resolve(process.argv[2] ?? 'mail-preview');
mkdirSync(out, { recursive: true });
const links: string[] = [];
for (const [name, make] of Object.entries(samples)) {
  for (const language of ['fr', 'nl'] as const) {
    const mail = await make(language);
    const html = mail.html ?? (await htmlOfText(mail.text, language));
    writeFileSync(join(out, `${name}.${language}.html`), html);
    writeFileSync(join(out, `${name}.${language}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
    links.push(
      `<li>${name} (${language}) — <a href="${name}.${language}.html">HTML</a> · <a href="${name}.${language}.txt">texte</a> — ${mail.subject}</li>`,
    );
  }
}
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>E-mails Gamelle</title><ul>${links.join('\n')}</ul>`,
);
console.log(`${links.length} e-mails écrits dans ${out}/ (index.html)`);
