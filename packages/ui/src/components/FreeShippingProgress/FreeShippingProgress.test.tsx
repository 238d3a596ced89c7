import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { FreeShippingProgress } from './FreeShippingProgress';

describe('FreeShippingProgress — SPEC §9 "Free-shipping progress bar in cart"', () => {
  it('says how much is missing and fills the bar', async () => {
    const { container } = render(<FreeShippingProgress totalCents={3690} thresholdCents={4900} />);
    const bar = screen.getByRole('progressbar', { name: /^Plus que 12,10\s€ pour la livraison offerte\.$/ });
    expect(bar.getAttribute('value')).toBe('3690');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('celebrates free delivery and never overflows', () => {
    render(<FreeShippingProgress totalCents={9900} thresholdCents={4900} />);
    const bar = screen.getByRole('progressbar', { name: 'La livraison vous est offerte !' });
    expect(bar.getAttribute('value')).toBe('4900');
  });
});

describe('FreeShippingProgress — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('says what is missing, priced the Belgian Dutch way, and free delivery', async () => {
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <FreeShippingProgress totalCents={3690} thresholdCents={4900} />
        <FreeShippingProgress totalCents={9900} thresholdCents={4900} />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('progressbar', { name: /^Nog €\s12,10 tot gratis levering\.$/ })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Uw levering is gratis!' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
