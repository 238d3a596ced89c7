import type { CardDetails } from '@gamelle/api-client';
import type { ConstraintViolation } from '@gamelle/domain';
import type { z } from 'zod';

/** What a card form holds before the gateway sees it (the checkout's payment step, a subscription's card). */
export interface CardEntry {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardHolder?: string;
}

const EXPIRY = /^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/;

/** Checks a card's number, expiry (MM/AA) and CVC in the browser, in French, before the gateway does. */
export function checkCardEntry(values: CardEntry, ctx: z.RefinementCtx): void {
  if (!/^[0-9]{12,19}$/.test(values.cardNumber.replace(/[\s-]/g, ''))) {
    ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Ce numéro de carte n’est pas valide.' });
  }
  if (!EXPIRY.test(values.cardExpiry)) {
    ctx.addIssue({ code: 'custom', path: ['cardExpiry'], message: 'Indiquez la date d’expiration au format MM/AA.' });
  }
  if (!/^[0-9]{3,4}$/.test(values.cardCvc.trim())) {
    ctx.addIssue({ code: 'custom', path: ['cardCvc'], message: 'Le cryptogramme compte 3 ou 4 chiffres.' });
  }
}

/** The card as the gateway takes it (`POST /payment-gateway/cards`): digits only, a four-digit year. */
export function cardDetailsOf(values: CardEntry): CardDetails {
  const [, month = '', year = ''] = EXPIRY.exec(values.cardExpiry) ?? [];
  const holder = values.cardHolder?.trim();
  return {
    number: values.cardNumber.replace(/[\s-]/g, ''),
    expiryMonth: Number(month),
    expiryYear: year.length === 2 ? 2000 + Number(year) : Number(year),
    cvc: values.cardCvc.trim(),
    ...(holder ? { holder } : {}),
  };
}

/** The gateway's field names (`number`, `expiryYear`…) under the form's; others at form level. */
const CARD_FIELDS: Record<string, string> = {
  number: 'cardNumber',
  expiryMonth: 'cardExpiry',
  expiryYear: 'cardExpiry',
  cvc: 'cardCvc',
  holder: 'cardHolder',
  // The shop's refusal of the gateway's token: the card (a subscription's card update).
  paymentToken: 'cardNumber',
};

export function onCardFields(violations: readonly ConstraintViolation[]): ConstraintViolation[] {
  return violations.map((violation) => ({ ...violation, propertyPath: CARD_FIELDS[violation.propertyPath] ?? '' }));
}
