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

  it('keeps what was typed in a tab while another is shown; the hidden panel is out of reach', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Mon abonnement"
        items={[
          { value: 'next', label: 'Prochaine commande', content: <input aria-label="Code promo" /> },
          { value: 'subscription', label: 'Mon abonnement', content: <p>Tous les mois.</p> },
        ]}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Code promo' }), 'MERCI3');
    await user.click(screen.getByRole('tab', { name: 'Mon abonnement' }));
    expect(screen.queryByRole('textbox', { name: 'Code promo' })).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Prochaine commande' }));
    expect((screen.getByRole('textbox', { name: 'Code promo' }) as HTMLInputElement).value).toBe('MERCI3');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Tabs label="Mon abonnement" items={items} value="subscription" onValueChange={(v) => seen.push(v)} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Tous les mois.');
    await user.click(screen.getByRole('tab', { name: 'Prochaine commande' }));
    expect(new Set(seen)).toEqual(new Set(['next']));
    expect(screen.getByRole('tabpanel').textContent).toBe('Tous les mois.');
  });
});
