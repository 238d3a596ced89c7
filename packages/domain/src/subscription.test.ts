import { describe, expect, it } from 'vitest';
import { FREQUENCY_OPTIONS, frequencyOption, frequencySentence, frequencyWords } from './frequencies.js';
import {
  addDays,
  addMonths,
  changeTarget,
  isNextOrderEditable,
  latestPauseDay,
  modificationLimitDate,
  parisDay,
  pausePlan,
  pauseSchema,
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

describe('SPEC §3 frequencies as sentences: the French article agrees with the unit', () => {
  it('says each of the ten frequencies right in French and in Dutch', () => {
    expect(FREQUENCY_OPTIONS.map((o) => frequencySentence(o.days, 'fr'))).toEqual([
      'Livraison toutes les 3 semaines',
      'Livraison tous les mois',
      'Livraison toutes les 6 semaines',
      'Livraison toutes les 7 semaines',
      'Livraison tous les 2 mois',
      'Livraison toutes les 10 semaines',
      'Livraison toutes les 11 semaines',
      'Livraison tous les 3 mois',
      'Livraison tous les 4 mois',
      'Livraison tous les 5 mois',
    ]);
    expect(FREQUENCY_OPTIONS.map((o) => frequencySentence(o.days, 'nl'))).toEqual([
      'Levering om de 3 weken',
      'Levering elke maand',
      'Levering om de 6 weken',
      'Levering om de 7 weken',
      'Levering om de 2 maanden',
      'Levering om de 10 weken',
      'Levering om de 11 weken',
      'Levering om de 3 maanden',
      'Levering om de 4 maanden',
      'Levering om de 5 maanden',
    ]);
  });

  it('never writes « tous les » before weeks nor « toutes les » before months or days; another gap in days', () => {
    for (const option of FREQUENCY_OPTIONS) {
      const sentence = frequencySentence(option.days, 'fr');
      expect(sentence).not.toMatch(/tous les \d+ semaines|toutes les \d* ?(mois|jours)|tous les 1 mois/);
      expect(frequencySentence(option.days, 'nl')).not.toMatch(/om de 1 maand/);
    }
    expect(frequencySentence(15, 'fr')).toBe('Livraison tous les 15 jours');
    expect(frequencySentence(15, 'nl')).toBe('Levering om de 15 dagen');
    expect(frequencySentence(42)).toBe('Livraison toutes les 6 semaines');
  });
});

describe('SPEC §4 pause: 1 to 3 deliveries or until a day at most 3 months ahead', () => {
  it('takes away that many deliveries by the frequency and goes on after them', () => {
    expect(pausePlan({ first: '2027-01-10', frequencyInDays: 21, deliveries: 2 })).toEqual({
      skipped: ['2027-01-10', '2027-01-31'],
      resumeOn: '2027-02-21',
    });
    expect(pausePlan({ first: '2027-01-10', frequencyInDays: 31, until: '2027-02-11' })).toEqual({
      skipped: ['2027-01-10', '2027-02-10'],
      resumeOn: '2027-02-11',
    });
    expect(pausePlan({ first: '2027-01-10', frequencyInDays: 31, until: '2027-01-10' }).skipped).toEqual([]);
  });

  it('asks for 1 to 3 deliveries or a day, one of the two', () => {
    expect(pauseSchema.safeParse({ deliveries: 3 }).success).toBe(true);
    expect(pauseSchema.safeParse({ deliveries: 4 }).success).toBe(false);
    expect(pauseSchema.safeParse({ deliveries: 0 }).success).toBe(false);
    expect(pauseSchema.safeParse({}).success).toBe(false);
    expect(pauseSchema.safeParse({ until: '2027-02-30' }).success).toBe(false);
    expect(pauseSchema.safeParse({ deliveries: 1, until: '2027-02-01' }).success).toBe(false);
  });

  it('counts 3 months in calendar months, in Paris, kept within the month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-10-31', 4)).toBe('2028-02-29');
    expect(latestPauseDay(new Date('2026-11-21T23:30:00Z'))).toBe('2027-02-22');
  });
});
