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

describe('OpeningHoursTag — issue 27: in a Dutch page (KitLocaleProvider)', () => {
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
