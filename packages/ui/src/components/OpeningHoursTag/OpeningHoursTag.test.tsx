import { openingHoursTag } from '@gamelle/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { OpeningHoursTag } from './OpeningHoursTag';

const hours = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    closed: weekday === 7,
    ranges: weekday === 7 ? [] : [{ open: '09:00', close: '19:00' }],
  })),
  exceptions: [{ from: '2026-12-25', closed: true }],
};

describe('OpeningHoursTag — SPEC §4 opening-hours tags', () => {
  it.each([
    ['2026-11-24T10:00:00+01:00', 'open', 'Ouvert · jusqu’à 19h00'],
    ['2026-11-24T18:30:00+01:00', 'closing_soon', 'Ferme bientôt · jusqu’à 19h00'],
    ['2026-11-24T20:00:00+01:00', 'opening_tomorrow', 'Fermé · ouvre demain à 09h00'],
    ['2026-12-25T10:00:00+01:00', 'exceptional_closing', 'Fermeture exceptionnelle le 25/12'],
  ])('%s → %s', (instant, kind, label) => {
    render(<OpeningHoursTag hours={hours} now={new Date(instant)} />);
    expect(screen.getByText(label).dataset.kind).toBe(kind);
  });
});

const weekdaysOnly = {
  ...hours,
  weekly: hours.weekly.map((day) => (day.weekday >= 6 ? { weekday: day.weekday, closed: true, ranges: [] } : day)),
  exceptions: [{ from: '2026-12-24', to: '2026-12-26', closed: true }],
};

describe('OpeningHoursTag — French words are the domain’s labels (SPEC §4)', () => {
  it.each([
    '2026-11-24T10:00:00+01:00',
    '2026-11-24T18:30:00+01:00',
    '2026-11-24T07:00:00+01:00',
    '2026-11-24T20:00:00+01:00',
    '2026-11-27T20:00:00+01:00',
    '2026-12-24T10:00:00+01:00',
    '2026-12-25T10:00:00+01:00',
  ])('%s', (instant) => {
    const { container } = render(<OpeningHoursTag hours={weekdaysOnly} now={new Date(instant)} />);
    expect(container.textContent).toBe(openingHoursTag(weekdaysOnly, new Date(instant)).label);
  });
});

describe('OpeningHoursTag — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it.each([
    ['2026-11-24T10:00:00+01:00', hours, 'Open · tot 19.00 uur'],
    ['2026-11-24T18:30:00+01:00', hours, 'Sluit binnenkort · tot 19.00 uur'],
    ['2026-11-24T07:00:00+01:00', hours, 'Gesloten · opent vandaag om 09.00 uur'],
    ['2026-11-24T20:00:00+01:00', hours, 'Gesloten · opent morgen om 09.00 uur'],
    ['2026-11-27T20:00:00+01:00', weekdaysOnly, 'Gesloten · opent maandag om 09.00 uur'],
    ['2026-12-25T10:00:00+01:00', hours, 'Uitzonderlijk gesloten op 25/12'],
    ['2026-12-25T10:00:00+01:00', weekdaysOnly, 'Uitzonderlijk gesloten van 24/12 tot 26/12'],
  ])('%s → %s', (instant, shopHours, label) => {
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <OpeningHoursTag hours={shopHours} now={new Date(instant)} />
      </KitLocaleProvider>,
    );
    expect(screen.getByText(label)).toBeTruthy();
  });
});

/** Closed on Sundays, but open on Sunday 20 December by exception (SPEC §4 « exceptional … opening »). */
const sundayOpening = {
  ...hours,
  exceptions: [{ from: '2026-12-20', closed: false, ranges: [{ open: '10:00', close: '18:00' }] }],
};
/** The same, closed on the Saturday before by exception: from Friday evening, the next opening is Sunday. */
const saturdayClosed = {
  ...hours,
  exceptions: [{ from: '2026-12-19', closed: true }, ...sundayOpening.exceptions],
};

describe('OpeningHoursTag — an exceptional opening said as one, in French (the domain’s labels) and in Dutch', () => {
  it.each([
    ['2026-12-20T11:00:00+01:00', sundayOpening, 'open', 'Uitzonderlijk open · tot 18.00 uur'],
    ['2026-12-20T17:30:00+01:00', sundayOpening, 'closing_soon', 'Uitzonderlijk open · sluit binnenkort, om 18.00 uur'],
    ['2026-12-20T08:00:00+01:00', sundayOpening, 'opening_today', 'Gesloten · uitzonderlijk open vandaag om 10.00 uur'],
    [
      '2026-12-19T20:00:00+01:00',
      sundayOpening,
      'opening_tomorrow',
      'Gesloten · uitzonderlijk open morgen om 10.00 uur',
    ],
    [
      '2026-12-18T20:00:00+01:00',
      saturdayClosed,
      'opening_later',
      'Gesloten · uitzonderlijk open op 20/12 om 10.00 uur',
    ],
  ])('%s → %s', (instant, shopHours, kind, dutch) => {
    const tag = openingHoursTag(shopHours, new Date(instant));
    expect(tag).toMatchObject({ kind, exceptional: true });
    const { container, unmount } = render(<OpeningHoursTag hours={shopHours} now={new Date(instant)} />);
    expect(container.textContent).toBe(tag.label);
    expect(tag.label).toMatch(/ouverture exceptionnelle/i);
    unmount();
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <OpeningHoursTag hours={shopHours} now={new Date(instant)} />
      </KitLocaleProvider>,
    );
    expect(screen.getByText(dutch).dataset.kind).toBe(kind);
  });
});

describe('OpeningHoursTag — a brand’s own words without exceptionalOpening (written before it)', () => {
  it('says the exceptional Sunday as a usual opening in the brand’s words, never in the kit’s French', () => {
    const { exceptionalOpening: _none, ...older } = KIT_MESSAGES_NL;
    render(
      <KitLocaleProvider locale="nl" messages={older}>
        <OpeningHoursTag hours={sundayOpening} now={new Date('2026-12-20T11:00:00+01:00')} />
      </KitLocaleProvider>,
    );
    expect(screen.getByText('Open · tot 18.00 uur').dataset.kind).toBe('open');
  });
});
