import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Tabs } from './Tabs';

const items = [
  { value: 'next', label: 'Prochaine commande', content: <p>Expédiée le 10 décembre.</p> },
  { value: 'subscription', label: 'Mon abonnement', content: <p>Tous les mois.</p> },
];

describe('Tabs', () => {
  it('shows one panel and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tabs label="Mon abonnement" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Mon abonnement' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Expédiée le 10 décembre.');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Prochaine commande' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mon abonnement' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Tous les mois.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
