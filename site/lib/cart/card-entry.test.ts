import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardDetailsOf, checkCardEntry, onCardFields } from './card-entry';

const schema = z
  .object({ cardNumber: z.string(), cardExpiry: z.string(), cardCvc: z.string() })
  .superRefine(checkCardEntry);

describe('card entry of the checkout and of a subscription (SPEC §9 card payment, §8 bank refusal)', () => {
  it('checks number, MM/AA expiry and CVC in French before the gateway', () => {
    const issues = schema.safeParse({ cardNumber: '4242', cardExpiry: '13/30', cardCvc: '12' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['cardNumber', 'Ce numéro de carte n’est pas valide.'],
      ['cardExpiry', 'Indiquez la date d’expiration au format MM/AA.'],
      ['cardCvc', 'Le cryptogramme compte 3 ou 4 chiffres.'],
    ]);
    expect(schema.safeParse({ cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' }).success).toBe(
      true,
    );
  });

  it('gives the gateway digits and a four-digit year; its violations land under the form’s fields', () => {
    expect(
      cardDetailsOf({ cardNumber: '4242-4242 4242 4242', cardExpiry: ' 3 / 31 ', cardCvc: ' 123 ', cardHolder: ' ' }),
    ).toEqual({
      number: '4242424242424242',
      expiryMonth: 3,
      expiryYear: 2031,
      cvc: '123',
    });
    expect(cardDetailsOf({ cardNumber: '1', cardExpiry: '12/2030', cardCvc: '1', cardHolder: 'Anne' })).toMatchObject({
      expiryYear: 2030,
      holder: 'Anne',
    });
    expect(
      onCardFields([
        { propertyPath: 'expiryYear', code: 'invalid', message: 'x' },
        { propertyPath: 'paymentToken', code: '05', message: 'y' },
        { propertyPath: 'other', code: 'invalid', message: 'z' },
      ]).map((v) => v.propertyPath),
    ).toEqual(['cardExpiry', 'cardNumber', '']);
  });
});
