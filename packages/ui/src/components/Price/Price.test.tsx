import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { Price } from './Price';

describe('Price — SPEC §3 "Price display: value, unit, HT, TTC"', () => {
  it('shows cents as euros with tax and unit', () => {
    render(<Price cents={899} unit="kg" tax="TTC" />);
    expect(screen.getByText(/^8,99\s€\s\/\skg\sTTC$/)).toBeTruthy();
  });

  it('"non-integer shows dashes; zero shows the word for free"', () => {
    render(
      <>
        <Price cents={12.5} />
        <Price cents={0} />
      </>,
    );
    expect(screen.getByText('--,-- €')).toBeTruthy();
    expect(screen.getByText('Gratuit')).toBeTruthy();
  });

  it('shows a crossed-out former price that screen readers hear as such', async () => {
    const { container } = render(<Price cents={2241} previousCents={2490} />);
    expect(container.textContent?.replace(/\s/g, ' ')).toBe('22,41 € au lieu de 24,90 €');
    expect(container.querySelector('del')?.textContent?.replace(/\s/g, ' ')).toBe('24,90 €');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Price — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('writes the price as Belgian Dutch does, and its former price too', () => {
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Price cents={2241} previousCents={2490} tax="TTC" />
      </KitLocaleProvider>,
    );
    expect(container.textContent?.replace(/\s/g, ' ')).toBe('€ 22,41 incl. btw in plaats van € 24,90 incl. btw');
  });
});
