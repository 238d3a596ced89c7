import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
