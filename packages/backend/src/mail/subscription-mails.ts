import { formatPrice, frequencySentence, type Locale } from '@gamelle/domain';
import type { Outbox, OutgoingMail, SendOptions } from './outbox.js';
import { dayInWords, SIGNATURES } from './words.js';

/**
 * The e-mails of a subscription (SPEC §4), in the language the subscription
 * speaks (ADR 0019), each with the absolute link of its page in that language.
 */

const letter = (greeting: string, body: string, signature: string) => [greeting, '', body, '', signature].join('\n');
const fr = (body: string) => letter('Bonjour,', body, SIGNATURES.team.fr);
const nl = (body: string) => letter('Goeiedag,', body, SIGNATURES.team.nl);

/**
 * A week before shipping (SPEC §9 "reminder 1 week before"): the day it ships and the last day
 * its order can be changed (SPEC §9 "modification lock 4 days before shipping").
 */
export function deliveryReminderMail(
  language: Locale,
  to: string,
  { code, shippingDate, limitDate, link }: { code: string; shippingDate: string; limitDate: string; link: string },
): OutgoingMail {
  const ships = dayInWords(shippingDate, language);
  const limit = dayInWords(limitDate, language);
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `Uw volgende Gamelle-levering: ${ships}`,
      text: nl(
        `De volgende bestelling van uw abonnement ${code} wordt verzonden op ${ships}. U kunt ze nog wijzigen tot en met ${limit}: ${link}`,
      ),
    };
  }
  return {
    language,
    to,
    subject: `Votre prochaine livraison Gamelle le ${ships}`,
    text: fr(
      `Votre abonnement ${code} sera expédié le ${ships}. Vous pouvez modifier cette commande jusqu’au ${limit} inclus : ${link}`,
    ),
  };
}

/** On the modification limit day, that day only (SPEC §4): today is the last day for changes. */
export function lastDayReminderMail(
  language: Locale,
  to: string,
  { code, shippingDate, link }: { code: string; shippingDate: string; link: string },
): OutgoingMail {
  const ships = dayInWords(shippingDate, language);
  if (language === 'nl') {
    return {
      language,
      to,
      subject: 'Laatste dag om uw volgende levering te wijzigen',
      text: nl(
        `Vandaag is de laatste dag om de bestelling van uw abonnement ${code} te wijzigen. Ze wordt verzonden op ${ships}: ${link}`,
      ),
    };
  }
  return {
    language,
    to,
    subject: 'Dernier jour pour modifier votre prochaine livraison',
    text: fr(
      `Aujourd’hui est le dernier jour pour modifier la commande de votre abonnement ${code}, expédiée le ${ships} : ${link}`,
    ),
  };
}

export interface SubscriptionOrder {
  /** The subscription's code. */
  code: string;
  number: string;
  total: number;
  paid: boolean;
  /** Why the card on file was not charged, null otherwise. */
  failure: string | null;
}

/**
 * The e-mail of an order the subscription made, by the scheduler or « ship
 * now »: in preparation; its card charge failed (update the card); or awaiting the cheque or
 * transfer, as any such order.
 */
export function subscriptionOrderMail(
  language: Locale,
  to: string,
  { code, number, total, paid, failure }: SubscriptionOrder,
  link: string,
): OutgoingMail {
  const amount = formatPrice(total, { locale: language });
  if (language === 'nl') {
    const order = `de bestelling ${number} van uw abonnement ${code} (${amount})`;
    if (failure) {
      return {
        language,
        to,
        subject: `De betaling van uw abonnementsbestelling ${number} is mislukt`,
        text: nl(
          `We konden uw bankkaart niet debiteren voor ${order}. Werk uw kaart bij, dan kunnen we deze bestelling en de volgende verwerken: ${link}`,
        ),
      };
    }
    return {
      language,
      to,
      subject: `Uw abonnementsbestelling ${number} wordt klaargemaakt`,
      text: nl(
        paid
          ? `We maken ${order} klaar. Uw abonnement: ${link}`
          : `We hebben ${order} geregistreerd: ze wordt verzonden zodra we uw betaling hebben ontvangen. Uw abonnement: ${link}`,
      ),
    };
  }
  const intro = `La commande ${number} de votre abonnement ${code} (${amount})`;
  if (failure) {
    return {
      language,
      to,
      subject: `Le paiement de votre commande d’abonnement ${number} n’a pas abouti`,
      text: fr(
        `${intro} n’a pas pu être débitée sur votre carte bancaire. Mettez à jour votre carte pour cette commande et les suivantes : ${link}`,
      ),
    };
  }
  return {
    language,
    to,
    subject: `Votre commande d’abonnement ${number} est en préparation`,
    text: fr(
      paid
        ? `${intro} est en préparation. Votre abonnement : ${link}`
        : `${intro} est enregistrée : elle partira dès réception de votre règlement. Votre abonnement : ${link}`,
    ),
  };
}

/**
 * The welcome of a new subscription (SPEC §4), sent with the order that starts it: how often it
 * delivers, the day of its next order, and what the customer may do from its page — change it, pause
 * it, skip a delivery, stop it after its 2nd delivery.
 */
export function subscriptionCreatedMail(
  language: Locale,
  to: string,
  {
    code,
    frequencyInDays,
    nextShippingDate,
    link,
  }: { code: string; frequencyInDays: number; nextShippingDate: string; link: string },
): OutgoingMail {
  const rhythm = frequencySentence(frequencyInDays, language).toLowerCase();
  const next = dayInWords(nextShippingDate, language);
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `Uw abonnement ${code} is gestart`,
      text: nl(
        `Uw abonnement ${code} is gestart: ${rhythm}. De volgende bestelling wordt verzonden op ${next}; u ontvangt een week en vier dagen vooraf een herinnering. Op de pagina van uw abonnement kunt u het wijzigen, pauzeren, een levering overslaan of het na de tweede levering stopzetten: ${link}`,
      ),
      kind: 'subscription-created',
    };
  }
  return {
    language,
    to,
    subject: `Votre abonnement ${code} est en place`,
    text: fr(
      `Votre abonnement ${code} est en place : ${rhythm}. Sa prochaine commande sera expédiée le ${next} ; un rappel vous sera envoyé une semaine puis quatre jours avant. Depuis sa page, vous pouvez le modifier, le mettre en pause, sauter une livraison ou l’arrêter après sa deuxième livraison : ${link}`,
    ),
    kind: 'subscription-created',
  };
}

/** The confirmation of a stopped subscription (SPEC §3 abort request): no more orders. */
export function subscriptionStoppedMail(language: Locale, to: string, code: string, link: string): OutgoingMail {
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `Uw abonnement ${code} is stopgezet`,
      text: nl(
        `Uw abonnement ${code} is stopgezet: we plaatsen er geen nieuwe bestellingen meer voor. Bedankt voor uw vertrouwen. Uw abonnement: ${link}`,
      ),
    };
  }
  return {
    language,
    to,
    subject: `Votre abonnement ${code} est arrêté`,
    text: fr(
      `Votre abonnement ${code} est arrêté : aucune nouvelle commande ne sera faite. Merci de nous avoir fait confiance. Votre abonnement : ${link}`,
    ),
  };
}

/**
 * The confirmation of a paused subscription (SPEC §4): no order until it is resumed; `until`, the
 * day it resumes by itself (`YYYY-MM-DD`), when the customer chose one.
 */
export function subscriptionPausedMail(
  language: Locale,
  to: string,
  { code, until, link }: { code: string; until?: string | null; link: string },
): OutgoingMail {
  if (language === 'nl') {
    const resumes = until ? ` tot ${dayInWords(until, language)}` : '';
    return {
      language,
      to,
      subject: `Uw abonnement ${code} is gepauzeerd`,
      text: nl(
        `Uw abonnement ${code} is gepauzeerd${resumes}: we plaatsen er intussen geen bestellingen voor. U kunt het op elk moment hervatten: ${link}`,
      ),
      kind: 'subscription-paused',
    };
  }
  const resumes = until ? ` jusqu’au ${dayInWords(until, language)}` : '';
  return {
    language,
    to,
    subject: `Votre abonnement ${code} est en pause`,
    text: fr(
      `Votre abonnement ${code} est en pause${resumes} : aucune commande ne sera faite d’ici là. Vous pouvez le reprendre à tout moment : ${link}`,
    ),
    kind: 'subscription-paused',
  };
}

/** The confirmation of a resumed subscription (SPEC §4): the day its next order ships (`YYYY-MM-DD`). */
export function subscriptionResumedMail(
  language: Locale,
  to: string,
  { code, nextShippingDate, link }: { code: string; nextShippingDate: string; link: string },
): OutgoingMail {
  const ships = dayInWords(nextShippingDate, language);
  if (language === 'nl') {
    return {
      language,
      to,
      subject: `Uw abonnement ${code} is hervat`,
      text: nl(`Uw abonnement ${code} is hervat. De volgende bestelling wordt verzonden op ${ships}: ${link}`),
      kind: 'subscription-resumed',
    };
  }
  return {
    language,
    to,
    subject: `Votre abonnement ${code} a repris`,
    text: fr(`Votre abonnement ${code} a repris. Sa prochaine commande sera expédiée le ${ships} : ${link}`),
    kind: 'subscription-resumed',
  };
}

/** What the pause and resume e-mails need of a subscription and its customer. */
export interface SubscriptionMailTarget {
  /** The reader's language (`subscriptionLanguage` of orders/scheduler.ts). */
  language: Locale;
  /** The customer's e-mail address. */
  to: string;
  code: string;
  /** The subscription's page in the account, absolute (`subscriptionUrl`). */
  link: string;
}

/**
 * Queues the « subscription paused » e-mail (SPEC §4) in the durable outbox; give `tx` to queue it
 * with the pause itself (ADR 0026). For the subscription routes' pause.
 */
export function sendSubscriptionPausedMail(
  outbox: Outbox,
  { language, to, code, link, until }: SubscriptionMailTarget & { until?: string | null },
  options?: SendOptions,
): Promise<void> {
  return outbox.send(subscriptionPausedMail(language, to, { code, until: until ?? null, link }), options);
}

/** Queues the « subscription resumed » e-mail (SPEC §4), with its next shipping day. For the subscription routes' resume. */
export function sendSubscriptionResumedMail(
  outbox: Outbox,
  { language, to, code, link, nextShippingDate }: SubscriptionMailTarget & { nextShippingDate: string },
  options?: SendOptions,
): Promise<void> {
  return outbox.send(subscriptionResumedMail(language, to, { code, nextShippingDate, link }), options);
}
