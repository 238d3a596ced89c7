import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { PhoneField } from './PhoneField';

function Demo({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField label="Téléphone mobile" value={value} onChange={setValue} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

describe('PhoneField — SPEC §5 "Phone: parsed per country … stored internationally; changing country rewrites the prefix"', () => {
  it('defaults to France and stores E.164', async () => {
    const { container } = render(<Demo />);
    expect((screen.getByRole('combobox', { name: 'Pays' }) as HTMLSelectElement).value).toBe('FR');
    await userEvent.type(screen.getByRole('textbox', { name: 'Numéro' }), '06 12 34 56 78');
    expect(screen.getByTestId('stored').textContent).toBe('+33612345678');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('rewrites the prefix when the country changes', async () => {
    render(<Demo initial="+33612345678" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'BE');
    expect(screen.getByTestId('stored').textContent).toBe('+32612345678');
    expect((screen.getByRole('textbox', { name: 'Numéro' }) as HTMLInputElement).value).toBe('+32612345678');
  });

  it('flags an invalid number with forms.phone.error on leaving the field', async () => {
    render(<Demo />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Numéro' }), '12');
    await userEvent.tab();
    expect(screen.getByText('Ce numéro de téléphone n’est pas valide.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Numéro' }).getAttribute('aria-invalid')).toBe('true');
  });
});
