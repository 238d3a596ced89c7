/**
 * The simulated card gateway: it stands for a payment service. The browser gives it the
 * card and gets a token; the shop charges the token and never sees the number. Test numbers
 * (docs/api.md) decide the outcome, as payment services' test cards do.
 */
export interface CardOutcome {
  outcome: 'success' | 'refused' | 'insufficient_funds' | 'expired';
}

export const TEST_CARDS: Record<string, { brand: 'visa' | 'mastercard'; outcome: CardOutcome['outcome'] }> = {
  '4242424242424242': { brand: 'visa', outcome: 'success' },
  '5555555555554444': { brand: 'mastercard', outcome: 'success' },
  '4000000000000002': { brand: 'visa', outcome: 'refused' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000000000000069': { brand: 'visa', outcome: 'expired' },
  '5105105105105100': { brand: 'mastercard', outcome: 'refused' },
};

/** What the bank answers for an outcome: message and code, shown as « Information bancaire : … (…) ». */
export const BANK_ANSWERS: Record<Exclude<CardOutcome['outcome'], 'success'>, { message: string; code: string }> = {
  refused: { message: 'Transaction refusée par la banque', code: '05' },
  insufficient_funds: { message: 'Provision insuffisante', code: '51' },
  expired: { message: 'Carte expirée', code: '54' },
};

/** Luhn check of a card number (digits only). */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** Brand of a number by its prefix: 4 visa, 51–55 or 2221–2720 mastercard. */
export function cardBrand(number: string): 'visa' | 'mastercard' | null {
  if (/^4/.test(number)) return 'visa';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return null;
}

/** Whether a card expiring at the end of month/year has expired at `now`. */
export function cardExpired(month: number, year: number, now: Date): boolean {
  const endOfMonth = Date.UTC(year, month, 1);
  return now.getTime() >= endOfMonth;
}
