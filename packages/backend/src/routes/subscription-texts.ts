import {
  type ConstraintViolation,
  DELIVERY_COUNTRIES,
  FORM_MESSAGES_NL,
  formatPrice,
  formMessage,
  issueCode,
  type Locale,
  MESSAGES_FR,
  MESSAGES_NL,
  violationsFromZod,
} from '@gamelle/domain';
import type { z } from 'zod';
import { LIMITS } from '../auth/throttle.js';
import { carrierName, dayInWords } from '../mail/words.js';
import { BANK_ANSWERS } from '../orders/gateway.js';
import type { CouponRefusal } from '../orders/store.js';
import { SIMULATORS_OFF } from '../simulators/config.js';

/**
 * What the subscription self-service (`routes/subscriptions.ts`) tells the shopper, in the language
 * of the request (`?locale=`, ADR 0019): the reason a next order is locked, every refusal and
 * confirmation. French is the shop's own (the same sentences as before, shared constants where the
 * backend has them); Dutch is Belgian Dutch in the u-form, in the words of the site's account pages.
 * Days are `YYYY-MM-DD` shop days, written here in the reader's words (`dayInWords`).
 */
export interface SubscriptionTexts {
  /** 404: not the customer's subscription, or none. */
  notFound: string;
  /** `lockedReason` of a subscription that is not active. */
  inactive: string;
  /** `lockedReason` once the limit day is over. */
  inPreparation: (limitDay: string) => string;
  /** No longer locked and yet refused (should not happen). */
  genericError: string;
  stopped: string;
  inError: string;
  /** A change refused while the subscription is paused (SPEC §4 pause). */
  paused: string;
  /** `lockedReason` of a paused subscription's next order: the day deliveries go on. */
  pausedUntil: (day: string) => string;
  /** Resume asked of a subscription that is not paused. */
  notPaused: string;
  /** Pause until a day outside what may be chosen: after the first delivery it takes away, 3 months at most. */
  pauseUntilOutOfRange: (earliest: string, latest: string) => string;
  /** No day may be chosen: the next delivery it could take away is already further than 3 months. */
  pauseUntilTooFar: (first: string) => string;
  /** Skip asked for a delivery that is no longer the one to come (a second click, another tab). */
  notThatDelivery: (day: string) => string;
  alreadyStopped: string;
  notSubscribable: string;
  notInThatQuantity: string;
  lastLine: string;
  couponNotApplied: string;
  carrierNotOffered: string;
  dateOutOfRange: (earliest: string, latest: string) => string;
  /** The next order is in progress: the day chosen is the following order's. */
  followingDateOutOfRange: (next: string, earliest: string, latest: string) => string;
  alreadyShipped: (next: string) => string;
  /** Ship now refused while an order of the subscription awaits its payment. */
  awaitingPayment: (number: string) => string;
  productUnavailable: string;
  shippedAndCharged: string;
  shippedOnPayment: string;
  minimumDeliveries: (minimum: number, next: string) => string;
  otherSubscription: string;
  tooManyMessages: string;
  messageSent: string;
  cardEntryExpired: string;
  cardPaymentOff: string;
  /** The bank's answers (`BANK_ANSWERS`' outcomes) and the card the scheduler found missing. */
  bank: Record<keyof typeof BANK_ANSWERS | 'no_card', string>;
  /** The form messages' catalogue (`FORM_MESSAGES_*`) for the body's violations; French by default. */
  forms?: Record<string, string>;
  /** The checkout's own violations of a delivery (`routes/checkout/steps.ts`, French), by `{field}.{code}`. */
  delivery?: Record<string, string>;
}

const fr = (day: string) => dayInWords(day, 'fr');
const nl = (day: string) => dayInWords(day, 'nl');

const FRENCH: SubscriptionTexts = {
  notFound: MESSAGES_FR.resourceNotFound,
  inactive: 'Cet abonnement n’est plus actif : sa prochaine commande ne peut pas être modifiée.',
  inPreparation: (limit) =>
    `Votre prochaine commande est en préparation : elle pouvait être modifiée jusqu’au ${fr(limit)} inclus.`,
  genericError: MESSAGES_FR.genericError,
  stopped: 'Cet abonnement est arrêté : il ne peut plus être modifié.',
  inError: 'Cet abonnement est en erreur : écrivez au service abonnement pour le reprendre.',
  paused: 'Cet abonnement est en pause : reprenez-le pour le modifier.',
  pausedUntil: (day) => `Votre abonnement est en pause : vos livraisons reprennent le ${fr(day)}.`,
  notPaused: 'Cet abonnement n’est pas en pause.',
  pauseUntilOutOfRange: (earliest, latest) =>
    `Choisissez une date de reprise entre le ${fr(earliest)} et le ${fr(latest)}.`,
  pauseUntilTooFar: (first) =>
    `Votre prochaine livraison, le ${fr(first)}, est à plus de 3 mois : choisissez plutôt un nombre de livraisons à suspendre.`,
  notThatDelivery: (day) => `Cette livraison n’est plus prévue : votre prochaine livraison est prévue le ${fr(day)}.`,
  alreadyStopped: 'Cet abonnement est déjà arrêté.',
  notSubscribable: 'Ce produit n’est pas proposé en abonnement.',
  notInThatQuantity: 'Ce produit n’est pas disponible dans cette quantité pour le moment.',
  lastLine:
    'Votre abonnement garde au moins un produit : pour l’arrêter, faites une demande d’arrêt depuis l’onglet « Abonnement ».',
  couponNotApplied: 'Ce code promo n’est pas appliqué à la prochaine commande.',
  carrierNotOffered: 'Ce mode de livraison n’est pas proposé.',
  dateOutOfRange: (earliest, latest) => `Choisissez une date entre le ${fr(earliest)} et le ${fr(latest)}.`,
  followingDateOutOfRange: (next, earliest, latest) =>
    `Votre prochaine commande est déjà en préparation pour le ${fr(next)} : choisissez la date de la suivante, entre le ${fr(earliest)} et le ${fr(latest)}.`,
  alreadyShipped: (next) => `Cette commande a déjà été expédiée : votre prochaine livraison est prévue le ${fr(next)}.`,
  awaitingPayment: (number) =>
    `Votre commande ${number} attend encore son paiement : elle part dès qu’il nous parvient. Vous pourrez expédier la suivante ensuite.`,
  productUnavailable:
    'Un produit de votre prochaine commande est indisponible : retirez-le ou remplacez-le, puis réessayez.',
  shippedAndCharged: 'Votre commande sera expédiée et débitée sous 24 heures ouvrées.',
  shippedOnPayment:
    'Votre commande est enregistrée : elle sera expédiée sous 24 heures ouvrées après réception de votre règlement.',
  minimumDeliveries: (minimum, next) =>
    `Un abonnement compte au moins ${minimum} livraisons : vous pourrez arrêter le vôtre après sa prochaine livraison, le ${fr(next)}.`,
  otherSubscription: 'Ce message ne concerne pas cet abonnement.',
  tooManyMessages: LIMITS.contact.message,
  messageSent: 'Votre message a été envoyé',
  cardEntryExpired: 'Ces informations de carte ont expiré : saisissez-les à nouveau.',
  cardPaymentOff: SIMULATORS_OFF.payment,
  bank: {
    refused: BANK_ANSWERS.refused.message,
    insufficient_funds: BANK_ANSWERS.insufficient_funds.message,
    expired: BANK_ANSWERS.expired.message,
    no_card: 'Aucune carte enregistrée',
  },
};

const DUTCH: SubscriptionTexts = {
  notFound: MESSAGES_NL.resourceNotFound,
  inactive: 'Dit abonnement is niet meer actief: de volgende bestelling kan niet meer worden gewijzigd.',
  inPreparation: (limit) => `Uw volgende bestelling wordt al klaargemaakt: u kon ze wijzigen tot en met ${nl(limit)}.`,
  genericError: MESSAGES_NL.genericError,
  stopped: 'Dit abonnement is stopgezet: het kan niet meer worden gewijzigd.',
  inError:
    'Dit abonnement is onderbroken door een fout: stuur een bericht naar de abonnementendienst om het te hervatten.',
  paused: 'Dit abonnement is gepauzeerd: hervat het om het te wijzigen.',
  pausedUntil: (day) => `Uw abonnement is gepauzeerd: uw leveringen worden hervat op ${nl(day)}.`,
  notPaused: 'Dit abonnement is niet gepauzeerd.',
  pauseUntilOutOfRange: (earliest, latest) => `Kies een hervattingsdatum tussen ${nl(earliest)} en ${nl(latest)}.`,
  pauseUntilTooFar: (first) =>
    `Uw volgende levering, op ${nl(first)}, is over meer dan 3 maanden: kies liever een aantal leveringen om over te slaan.`,
  notThatDelivery: (day) => `Deze levering is niet meer gepland: uw volgende levering is gepland op ${nl(day)}.`,
  alreadyStopped: 'Dit abonnement is al stopgezet.',
  notSubscribable: 'Dit product is niet verkrijgbaar met een abonnement.',
  notInThatQuantity: 'Dit product is momenteel niet beschikbaar in deze hoeveelheid.',
  lastLine:
    'Uw abonnement behoudt minstens één product. Wilt u het stopzetten? Vraag dan de stopzetting aan via het tabblad ‘Abonnement’.',
  couponNotApplied: 'Deze kortingscode is niet toegepast op de volgende bestelling.',
  carrierNotOffered: 'Deze leveringswijze wordt niet aangeboden.',
  dateOutOfRange: (earliest, latest) => `Kies een datum tussen ${nl(earliest)} en ${nl(latest)}.`,
  followingDateOutOfRange: (next, earliest, latest) =>
    `Uw volgende bestelling van ${nl(next)} wordt al klaargemaakt: kies de datum van de levering daarna, tussen ${nl(earliest)} en ${nl(latest)}.`,
  alreadyShipped: (next) => `Deze bestelling is al verzonden: uw volgende levering is gepland op ${nl(next)}.`,
  awaitingPayment: (number) =>
    `Uw bestelling ${number} wacht nog op betaling: ze vertrekt zodra we die ontvangen. Daarna kunt u de volgende verzenden.`,
  productUnavailable:
    'Een product van uw volgende bestelling is niet beschikbaar: verwijder of vervang het en probeer het opnieuw.',
  shippedAndCharged: 'Uw bestelling wordt binnen 24 werkuren verzonden en gedebiteerd.',
  shippedOnPayment:
    'Uw bestelling is geregistreerd: ze wordt binnen 24 werkuren verzonden nadat we uw betaling hebben ontvangen.',
  minimumDeliveries: (minimum, next) =>
    `Een abonnement omvat minstens ${minimum} leveringen: u kunt uw abonnement stopzetten na de volgende levering, op ${nl(next)}.`,
  otherSubscription: 'Dit bericht gaat niet over dit abonnement.',
  tooManyMessages: 'U hebt verschillende berichten gestuurd: probeer het over enkele minuten opnieuw.',
  messageSent: 'Uw bericht is verzonden',
  cardEntryExpired: 'Deze kaartgegevens zijn verlopen: vul ze opnieuw in.',
  cardPaymentOff: 'Deze betaalwijze is momenteel niet beschikbaar: kies betaling per cheque of overschrijving.',
  bank: {
    refused: 'Transactie geweigerd door de bank',
    insufficient_funds: 'Onvoldoende saldo',
    expired: 'Kaart vervallen',
    no_card: 'Geen kaart geregistreerd',
  },
  forms: FORM_MESSAGES_NL,
  delivery: {
    'countryCode.not_delivered': `We leveren in Frankrijk, België en Luxemburg (${DELIVERY_COUNTRIES.join(', ')}).`,
    'pickupPoint.required': 'Kies een afhaalpunt.',
    'pickupPoint.invalid': 'Dit afhaalpunt is niet beschikbaar: kies een ander afhaalpunt of een andere vervoerder.',
  },
};

const TEXTS: Record<Locale, SubscriptionTexts> = { fr: FRENCH, nl: DUTCH };

/** The self-service's sentences in a language. */
export function subscriptionTexts(language: Locale): SubscriptionTexts {
  return TEXTS[language];
}

/**
 * The bank's answer to a card that was not charged, with its code (`BANK_ANSWERS`): the
 * scheduler's `card_expired` is the bank's `expired`; any other outcome is `otherwise`'s.
 * @example bankAnswer('insufficient_funds', 'nl', 'refused') // { message: 'Onvoldoende saldo', code: '51' }
 */
export function bankAnswer(
  outcome: string,
  language: Locale,
  otherwise: 'refused' | 'no_card',
): { message: string; code: string } {
  const key =
    outcome === 'card_expired'
      ? 'expired'
      : outcome in BANK_ANSWERS
        ? (outcome as keyof typeof BANK_ANSWERS)
        : otherwise;
  return { message: TEXTS[language].bank[key], code: key === 'no_card' ? '00' : BANK_ANSWERS[key].code };
}

/**
 * The violations of a body that failed its schema, as `violationsFromZod` writes them (same paths
 * and codes), their messages from the language's form catalogue (French where it has no key).
 */
export function violationsIn(error: z.ZodError, form: string, language: Locale): ConstraintViolation[] {
  const catalogue = TEXTS[language].forms;
  if (!catalogue) return violationsFromZod(error, form);
  return error.issues.map((issue) => {
    const propertyPath = issue.path.map(String).join('.');
    const { code, params } = issueCode(issue);
    const field = propertyPath.replace(/\.\d+(?=\.|$)/g, '');
    return { propertyPath, code, message: formMessage(form, field, code, { params, raw: issue.message, catalogue }) };
  });
}

/** A violation of the delivery given by the checkout's rules (French), in the language. */
export function deliveryViolationIn(violation: ConstraintViolation, language: Locale): ConstraintViolation {
  const field = violation.propertyPath.split('.').at(-1);
  const message = TEXTS[language].delivery?.[`${field}.${violation.code}`];
  return message ? { ...violation, message } : violation;
}

/**
 * Why the next order's promotion code is not granted (the `subscription` form's messages). The
 * refusal's minimum is written in French (`formatPrice`): in another language it is written again
 * from its cents, its digits.
 */
export function couponRefusalMessage({ code, params }: CouponRefusal, language: Locale): string {
  const catalogue = TEXTS[language].forms;
  if (!catalogue) return formMessage('subscription', 'couponCode', code, { params });
  const min =
    params.min === undefined ? undefined : formatPrice(Number(params.min.replace(/\D/g, '')), { locale: language });
  return formMessage('subscription', 'couponCode', code, { params: { ...params, min }, catalogue });
}

/** A carrier's name for the shopper (« Colissimo aan huis »), the domain's when it has no other. */
export const shippingMethodName = (carrier: { code: string; name: string }, language: Locale) =>
  carrierName(carrier.code, language) ?? carrier.name;
