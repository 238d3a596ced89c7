import { describe, expect, it } from 'vitest';
import { type OpeningHours, openingHoursTag } from './opening-hours.js';

// Tuesday to Saturday 09:30–12:30 and 14:00–19:00, closed Sunday and Monday.
const week = (): OpeningHours['weekly'] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    closed: weekday === 1 || weekday === 7,
    ranges:
      weekday === 1 || weekday === 7
        ? []
        : [
            { open: '09:30', close: '12:30' },
            { open: '14:00', close: '19:00' },
          ],
  }));

const shop = (exceptions: OpeningHours['exceptions'] = []): OpeningHours => ({
  timeZone: 'Europe/Paris',
  weekly: week(),
  exceptions,
});
// 2026-11-24 is a Tuesday; Paris is UTC+1 in November.
const paris = (local: string) => new Date(`${local}+01:00`);

describe('SPEC §4 "Opening-hours tags: open, open and closing soon, closed and opening today/tomorrow/other day, exceptional closing or opening (date or range)"', () => {
  it('open', () => {
    expect(openingHoursTag(shop(), paris('2026-11-24T10:00:00'))).toMatchObject({
      kind: 'open',
      closesAt: '12:30',
      label: 'Ouvert · jusqu’à 12h30',
    });
  });

  it('open and closing soon (last hour)', () => {
    expect(openingHoursTag(shop(), paris('2026-11-24T18:15:00'))).toMatchObject({
      kind: 'closing_soon',
      closesAt: '19:00',
    });
    expect(openingHoursTag(shop(), paris('2026-11-24T17:59:00')).kind).toBe('open');
  });

  it('closed and opening today (lunch break, early morning)', () => {
    expect(openingHoursTag(shop(), paris('2026-11-24T13:00:00'))).toMatchObject({
      kind: 'opening_today',
      opensAt: '14:00',
    });
    expect(openingHoursTag(shop(), paris('2026-11-24T07:00:00'))).toMatchObject({
      kind: 'opening_today',
      label: 'Fermé · ouvre aujourd’hui à 09h30',
    });
  });

  it('closed and opening tomorrow', () => {
    expect(openingHoursTag(shop(), paris('2026-11-24T20:00:00'))).toMatchObject({
      kind: 'opening_tomorrow',
      opensAt: '09:30',
    });
  });

  it('closed and opening another day (Saturday evening → Tuesday)', () => {
    expect(openingHoursTag(shop(), paris('2026-11-28T19:30:00'))).toMatchObject({
      kind: 'opening_later',
      weekday: 'mardi',
      label: 'Fermé · ouvre mardi à 09h30',
    });
  });

  it('exceptional closing on a date and over a range', () => {
    expect(openingHoursTag(shop([{ from: '2026-11-24', closed: true }]), paris('2026-11-24T10:00:00'))).toMatchObject({
      kind: 'exceptional_closing',
      label: 'Fermeture exceptionnelle le 24/11',
    });
    expect(
      openingHoursTag(shop([{ from: '2026-12-24', to: '2026-12-27', closed: true }]), paris('2026-12-25T11:00:00')),
    ).toMatchObject({ kind: 'exceptional_closing', label: 'Fermeture exceptionnelle du 24/12 au 27/12' });
  });

  it('exceptional opening on a usually closed day, said as one (SPEC §4 « exceptional … opening »)', () => {
    const sundayOpening = shop([{ from: '2026-12-20', closed: false, ranges: [{ open: '10:00', close: '18:00' }] }]);
    expect(openingHoursTag(sundayOpening, paris('2026-12-20T11:00:00'))).toMatchObject({
      kind: 'open',
      exceptional: true,
      label: 'Ouverture exceptionnelle · jusqu’à 18h00',
    });
    expect(openingHoursTag(sundayOpening, paris('2026-12-20T17:30:00'))).toMatchObject({
      kind: 'closing_soon',
      label: 'Ouverture exceptionnelle · ferme bientôt, à 18h00',
    });
    expect(openingHoursTag(sundayOpening, paris('2026-12-20T08:00:00'))).toMatchObject({
      kind: 'opening_today',
      label: 'Fermé · ouverture exceptionnelle aujourd’hui à 10h00',
    });
    expect(openingHoursTag(sundayOpening, paris('2026-12-19T20:00:00'))).toMatchObject({
      kind: 'opening_tomorrow',
      opensAt: '10:00',
      exceptional: true,
      label: 'Fermé · ouverture exceptionnelle demain à 10h00',
    });
    // Shorter hours on a day the shop opens anyway are its hours of the day, no exceptional opening.
    const christmasEve = shop([{ from: '2026-12-24', closed: false, ranges: [{ open: '09:30', close: '14:00' }] }]);
    expect(openingHoursTag(christmasEve, paris('2026-12-24T10:00:00'))).toMatchObject({
      kind: 'open',
      exceptional: false,
      label: 'Ouvert · jusqu’à 14h00',
    });
    // Closed Saturday by exception too: the next opening, two days on, is the exceptional Sunday.
    const weekend = shop([
      { from: '2026-12-19', closed: true },
      { from: '2026-12-20', closed: false, ranges: [{ open: '10:00', close: '18:00' }] },
    ]);
    expect(openingHoursTag(weekend, paris('2026-12-18T20:00:00'))).toMatchObject({
      kind: 'opening_later',
      date: '2026-12-20',
      label: 'Fermé · ouverture exceptionnelle le 20/12 à 10h00',
    });
  });

  it('uses the shop’s time zone, not the machine’s', () => {
    // 08:45 UTC is 09:45 in Paris.
    expect(openingHoursTag(shop(), new Date('2026-11-24T08:45:00Z')).kind).toBe('open');
  });

  it('says closed when no opening comes in the next two weeks', () => {
    const never: OpeningHours = {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, closed: true, ranges: [] })),
    };
    expect(openingHoursTag(never, paris('2026-11-24T10:00:00'))).toEqual({ kind: 'closed', label: 'Fermé' });
  });
});
