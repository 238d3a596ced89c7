import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { HiddenField } from '../HiddenField/HiddenField';
import { Toggle } from '../Toggle/Toggle';
import { Checkbox } from './Checkbox';

describe('Checkbox, Toggle and HiddenField', () => {
  it('checks with the label and shows its error', async () => {
    const { container } = render(
      <Checkbox
        label="J’accepte les conditions générales de vente"
        error="Vous devez accepter les conditions générales de vente avant de payer."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' });
    await userEvent.click(screen.getByText('J’accepte les conditions générales de vente'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('toggles a switch with the space bar', async () => {
    const { container } = render(
      <Toggle label="Mon animal a une pathologie" description="Diabète, insuffisance rénale…" />,
    );
    const toggle = screen.getByRole('switch', { name: 'Mon animal a une pathologie' });
    toggle.focus();
    await userEvent.keyboard(' ');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends a hidden value', () => {
    const { container } = render(<HiddenField name="subscriptionCode" defaultValue="AB12" />);
    expect(container.querySelector('input[type="hidden"][name="subscriptionCode"]')?.getAttribute('value')).toBe(
      'AB12',
    );
  });
});
