import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
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

describe('PhoneField — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('names the country list, the countries, the number and its error in Dutch', async () => {
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <PhoneField label="Gsm-nummer" value="" onChange={() => {}} defaultCountry="BE" />
      </KitLocaleProvider>,
    );
    const country = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement;
    expect([...country.options].map((option) => option.textContent)).toEqual([
      'Frankrijk (+33)',
      'België (+32)',
      'Duitsland (+49)',
      'Italië (+39)',
      'Luxemburg (+352)',
    ]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nummer' }), '12');
    await userEvent.tab();
    expect(screen.getByText('Dit telefoonnummer is ongeldig.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the countries in French by default', () => {
    render(<Demo />);
    expect(screen.getByRole('option', { name: 'Belgique (+32)' })).toBeTruthy();
  });
});
