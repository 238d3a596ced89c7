import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { Rating, starFillOffset } from './Rating';

describe('Rating — SPEC §9 "rating out of 5; review wording none, one, many"', () => {
  it('reads the average out of 5 and the number of reviews', async () => {
    const { container } = render(<Rating average={4.6} count={128} />);
    expect(screen.getByRole('img', { name: 'Note : 4,6 sur 5' })).toBeTruthy();
    expect(screen.getByText('· 128 avis')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('words one review and none', () => {
    const { rerender } = render(<Rating average={5} count={1} />);
    expect(screen.getByText('· 1 avis')).toBeTruthy();
    rerender(<Rating average={0} count={0} />);
    expect(screen.getByText('Aucun avis')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps out-of-range averages within 0 and 5', () => {
    render(<Rating average={9} count={3} />);
    expect(screen.getByRole('img', { name: 'Note : 5 sur 5' })).toBeTruthy();
  });

  it('draws the five stars as one row filled up to the average (SPEC §9 rating out of 5)', () => {
    const { container } = render(<Rating average={4.1} count={221} />);
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    const offsets = [...container.querySelectorAll('stop')].map((stop) => Number(stop.getAttribute('offset')));
    expect(offsets).toEqual([starFillOffset(4.1), starFillOffset(4.1)]);
    // Four full stars (cells of 24 units, 27 apart), then a tenth of the fifth star's 20-unit width.
    expect(starFillOffset(4.1) * 132).toBeCloseTo(27 * 4 + 2 + 2);
    // A whole average stops at the left point of the next star; no fill at 0, all at 5.
    expect(starFillOffset(3) * 132).toBeCloseTo(27 * 3 + 2);
    expect(starFillOffset(0) * 132).toBeCloseTo(2);
    expect(starFillOffset(5)).toBe(1);
  });
});

describe('Rating — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('says the score and the number of reviews in Dutch', () => {
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Rating average={4.6} count={12} />
        <Rating average={0} count={0} />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('img', { name: 'Score: 4,6 op 5' })).toBeTruthy();
    expect(screen.getByText('· 12 beoordelingen')).toBeTruthy();
    expect(screen.getByText('Nog geen beoordelingen')).toBeTruthy();
  });
});
