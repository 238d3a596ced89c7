import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES_NL, formMessage } from './forms/messages.js';
import {
  accountDeletionSchema,
  DELIVERY_ALLOWANCE_DAYS,
  isWithdrawalOpen,
  WITHDRAWAL_PERIOD_DAYS,
  withdrawalLastDay,
  withdrawalSchema,
  withdrawalStatement,
} from './rights.js';

const right = (lastDay: string | null, receivedAt: string | null = null, available = true) => ({
  available,
  lastDay,
  receivedAt,
});

describe('withdrawal period (directive 2011/83/EU art. 9: 14 days from delivery, ADR 0028)', () => {
  it('14 days from a delivery counted 7 days after shipping: a Monday shipment ends 3 weeks later, a Monday', () => {
    expect(WITHDRAWAL_PERIOD_DAYS).toBe(14);
    expect(DELIVERY_ALLOWANCE_DAYS).toBe(7);
    // 2026-11-02 is a Monday.
    expect(withdrawalLastDay('2026-11-02T09:00:00Z')).toBe('2026-11-23');
    expect(withdrawalLastDay(new Date('2026-11-04T09:00:00Z'))).toBe('2026-11-25');
  });

  it('reads the day of shipping in Paris: 22:30 UTC on a summer evening is already the next day there', () => {
    // Monday 2027-07-05, 23:30 in Paris: still Monday; 00:30 on Tuesday.
    expect(withdrawalLastDay('2027-07-05T21:30:00Z')).toBe('2027-07-26');
    expect(withdrawalLastDay('2027-07-05T22:30:00Z')).toBe('2027-07-27');
  });

  it('a period ending on a Saturday or a Sunday ends on the next Monday (regulation 1182/71 art. 3(4))', () => {
    // Shipped Saturday 2026-11-07: 21 days later is Saturday 2026-11-28, moved to Monday 30.
    expect(withdrawalLastDay('2026-11-07T10:00:00Z')).toBe('2026-11-30');
    // Shipped Sunday 2026-11-08: Sunday 29, moved to Monday 30.
    expect(withdrawalLastDay('2026-11-08T10:00:00Z')).toBe('2026-11-30');
  });

  it('art. 9(3) « before delivery it is available too »: no last day while the order has not shipped', () => {
    expect(withdrawalLastDay(null)).toBeNull();
    expect(withdrawalLastDay(undefined)).toBeNull();
    expect(isWithdrawalOpen(right(null), new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('open until the end of its last day in Paris, closed from midnight there', () => {
    // Winter (UTC+1): the 2026-11-23 ends at 23:00 UTC.
    expect(isWithdrawalOpen(right('2026-11-23'), new Date('2026-11-23T22:59:00Z'))).toBe(true);
    expect(isWithdrawalOpen(right('2026-11-23'), new Date('2026-11-23T23:00:00Z'))).toBe(false);
  });

  it('never twice, never for an order that does not allow it (cancelled, or made by the subscription scheduler)', () => {
    const now = new Date('2026-11-10T10:00:00Z');
    expect(isWithdrawalOpen(right('2026-11-23', '2026-11-09T10:00:00Z'), now)).toBe(false);
    expect(isWithdrawalOpen(right('2026-11-23', null, false), now)).toBe(false);
  });

  it('the last day is never less than 21 days after the day of shipping, and never more than 23', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z') }), (at) => {
        if (Number.isNaN(at.getTime())) return;
        const last = withdrawalLastDay(at) ?? '';
        const shippedDay = Date.parse(
          `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at)}T00:00:00Z`,
        );
        const days = (Date.parse(`${last}T00:00:00Z`) - shippedDay) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(21);
        expect(days).toBeLessThanOrEqual(23);
        expect([0, 6]).not.toContain(new Date(`${last}T00:00:00Z`).getUTCDay());
      }),
    );
  });
});

describe('withdrawal confirmation (art. 11a(2): name, contract, where the acknowledgment goes)', () => {
  it('asks for a name and a valid e-mail address, with its messages in French and Dutch', () => {
    expect(withdrawalSchema.safeParse({ name: ' Anne Martin ', email: 'anne@example.fr' })).toMatchObject({
      success: true,
      data: { name: 'Anne Martin' },
    });
    const empty = withdrawalSchema.safeParse({ name: '', email: 'anne' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'required'],
      ['email', 'email'],
    ]);
    expect(formMessage('withdrawal', 'name', 'required')).toBe('Indiquez votre nom et votre prénom.');
    expect(formMessage('withdrawal', 'name', 'required', { catalogue: FORM_MESSAGES_NL })).toBe(
      'Vul uw voornaam en naam in.',
    );
  });

  it('the statement says who withdraws from which order, in the order’s language (model form, annex I B)', () => {
    expect(withdrawalStatement('fr', { name: 'Anne Martin', number: 'G000042' })).toBe(
      'Je, Anne Martin, notifie par la présente ma rétractation du contrat de vente de la commande G000042.',
    );
    expect(withdrawalStatement('nl', { name: 'An Peeters', number: 'G000042' })).toBe(
      'Ik, An Peeters, deel hierbij mee dat ik de koopovereenkomst van bestelling G000042 herroep.',
    );
  });
});

describe('account deletion (GDPR art. 17), confirmed by the password', () => {
  it('asks for the current password, said in French when missing', () => {
    expect(accountDeletionSchema.safeParse({ currentPassword: 'croquettes' }).success).toBe(true);
    expect(accountDeletionSchema.safeParse({ currentPassword: '' }).error?.issues[0]?.message).toBe('required');
    expect(formMessage('accountDeletion', 'currentPassword', 'required')).toBe(
      'Saisissez votre mot de passe pour confirmer.',
    );
  });
});
