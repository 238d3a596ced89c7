import { describe, expect, it } from 'vitest';
import { FREQUENCY_OPTIONS, frequencyOption, frequencyWords } from './frequencies.js';
import {
  addDays,
  changeTarget,
  isNextOrderEditable,
  modificationLimitDate,
  parisDay,
  reminderDate,
  shippingDateChangeSchema,
  shippingDateRange,
  subscriptionSchema,
} from './subscription.js';

describe('SPEC §3 "Subscription frequency options (code, days, position, label, description)"', () => {
  it('has the ten options in order', () => {
    expect(FREQUENCY_OPTIONS.map((o) => o.days)).toEqual([21, 31, 42, 49, 62, 70, 77, 93, 124, 155]);
    expect(FREQUENCY_OPTIONS.map((o) => o.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(frequencyOption(21)?.label).toBe('3 semaines');
    expect(frequencyOption(31)?.label).toBe('1 mois');
    expect(frequencyOption(155)?.label).toBe('5 mois');
    expect(frequencyOption(30)).toBeUndefined();
  });

  it('SPEC §1 (fr and nl): each frequency in Belgian Dutch, with the same number as in French', () => {
    const nl = FREQUENCY_OPTIONS.map((o) => frequencyWords(o, 'nl'));
    expect(nl.map((w) => w.label)).toEqual([
      '3 weken',
      '1 maand',
      '6 weken',
      '7 weken',
      '2 maanden',
      '10 weken',
      '11 weken',
      '3 maanden',
      '4 maanden',
      '5 maanden',
    ]);
    expect(frequencyWords(FREQUENCY_OPTIONS[1], 'nl').description).toBe('Levering elke maand');
    for (const [index, option] of FREQUENCY_OPTIONS.entries()) {
      expect(nl[index]?.description).toMatch(/^Levering (om de|elke) /);
      expect(nl[index]?.label.split(' ')[0]).toBe(option.label.split(' ')[0]);
      expect(frequencyWords(option).description).toBe(option.description);
    }
  });

  it('refuses a subscription with another frequency', () => {
    const base = { code: 'AB12', status: 'active', nextShippingDate: '2026-12-10', frequencyInDays: 31 };
    expect(subscriptionSchema.safeParse(base).success).toBe(true);
    expect(subscriptionSchema.safeParse({ ...base, frequencyInDays: 30 }).success).toBe(false);
  });
});

describe('SPEC §4 "Next subscription order becomes non-editable near shipping (e-mail 1 week before, another 4 days before, the last day for changes)"', () => {
  it('puts the limit 4 days and the reminder 7 days before shipping', () => {
    expect(modificationLimitDate('2026-12-10')).toBe('2026-12-06');
    expect(reminderDate('2026-12-10')).toBe('2026-12-03');
    expect(modificationLimitDate('2027-03-02')).toBe('2027-02-26');
  });

  it('keeps the order editable until the end of the limit day in Paris, not UTC', () => {
    // Winter (UTC+1): the limit day 2026-12-06 ends at 23:00 UTC.
    expect(isNextOrderEditable('2026-12-10', new Date('2026-12-06T22:59:00Z'))).toBe(true);
    expect(isNextOrderEditable('2026-12-10', new Date('2026-12-06T23:00:00Z'))).toBe(false);
    expect(isNextOrderEditable('2026-12-10', new Date('2026-11-21T10:00:00Z'))).toBe(true);
    // Summer (UTC+2): the limit day 2027-07-06 ends at 22:00 UTC.
    expect(isNextOrderEditable('2027-07-10', new Date('2027-07-06T21:59:00Z'))).toBe(true);
    expect(isNextOrderEditable('2027-07-10', new Date('2027-07-06T22:00:00Z'))).toBe(false);
  });

  it('reads the day in Paris across the changes of time', () => {
    expect(parisDay(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25'); // still summer time: 00:30
    expect(parisDay(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25'); // winter time: 23:30
    expect(parisDay(new Date('2027-03-27T23:30:00Z'))).toBe('2027-03-28'); // 00:30 before the change
    expect(parisDay(new Date('2027-03-28T22:30:00Z'))).toBe('2027-03-29'); // summer time: 00:30
    expect(addDays('2027-03-26', 4)).toBe('2027-03-30');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('refuses a day that does not exist instead of moving it', () => {
    expect(shippingDateChangeSchema.safeParse({ nextShippingDate: '2027-02-28' }).success).toBe(true);
    expect(shippingDateChangeSchema.safeParse({ nextShippingDate: '2027-02-30' }).success).toBe(false);
    expect(shippingDateChangeSchema.safeParse({ nextShippingDate: '2028-02-29' }).success).toBe(true);
    expect(shippingDateChangeSchema.safeParse({ nextShippingDate: '2027-13-01' }).success).toBe(false);
  });

  it('offers next delivery days from 4 to 155 days ahead in Paris', () => {
    expect(shippingDateRange(new Date('2026-12-31T23:30:00Z'))).toEqual({
      earliest: '2027-01-05',
      latest: '2027-06-05',
    });
  });
});

describe('SPEC §4 "Changes apply to the next order only or all orders; a frequency change may take effect only for the order after next. A shipment in progress defers a date change to the following one."', () => {
  it('applies to the next order or all orders when the next order is open', () => {
    expect(changeTarget({ kind: 'address', scope: 'next', nextOrderEditable: true })).toBe('next_order');
    expect(changeTarget({ kind: 'address', scope: 'all', nextOrderEditable: true })).toBe('all_orders');
    expect(changeTarget({ kind: 'upsell', scope: 'all', nextOrderEditable: true })).toBe('next_order');
    expect(changeTarget({ kind: 'frequency', scope: 'next', nextOrderEditable: true })).toBe('all_orders');
  });

  it('waits for the order after next when the next one is locked', () => {
    expect(changeTarget({ kind: 'frequency', scope: 'all', nextOrderEditable: false })).toBe('order_after_next');
    expect(changeTarget({ kind: 'products', scope: 'next', nextOrderEditable: false })).toBe('order_after_next');
  });

  it('defers a date change while a shipment is in progress', () => {
    expect(changeTarget({ kind: 'date', scope: 'next', nextOrderEditable: true, shipmentInProgress: true })).toBe(
      'order_after_next',
    );
    expect(changeTarget({ kind: 'date', scope: 'next', nextOrderEditable: true, shipmentInProgress: false })).toBe(
      'next_order',
    );
  });
});
