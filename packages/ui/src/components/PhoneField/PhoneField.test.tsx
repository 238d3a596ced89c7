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

/** The field beside an address's country, as the address forms hold them. */
function WithAddressCountry({ initial = '', initialCountry = 'FR' }: { initial?: string; initialCountry?: string }) {
  const [value, setValue] = useState(initial);
  const [addressCountry, setAddressCountry] = useState(initialCountry);
  return (
    <>
      <label>
        Pays de l’adresse
        <select value={addressCountry} onChange={(event) => setAddressCountry(event.target.value)}>
          <option value="FR">France</option>
          <option value="BE">Belgique</option>
          <option value="LU">Luxembourg</option>
        </select>
      </label>
      <PhoneField label="Téléphone mobile" value={value} onChange={setValue} followCountry={addressCountry} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

const addressCountry = () => screen.getByRole('combobox', { name: 'Pays de l’adresse' });
const phoneCountry = () => screen.getByRole('combobox', { name: 'Pays' }) as HTMLSelectElement;
const phoneNumber = () => screen.getByRole('textbox', { name: 'Numéro' }) as HTMLInputElement;

describe('PhoneField — the phone’s country follows the address’s country until the person changes it, stored in international form for that country', () => {
  it('starts in the address’s country: a Belgian address reads « 0470 12 34 56 » as +32470123456, never +33', async () => {
    render(<WithAddressCountry initialCountry="BE" />);
    expect(phoneCountry().value).toBe('BE');
    await userEvent.type(phoneNumber(), '0470 12 34 56');
    expect(screen.getByTestId('stored').textContent).toBe('+32470123456');
  });

  it('follows when the address’s country changes, before or after the number is typed', async () => {
    render(<WithAddressCountry />);
    await userEvent.selectOptions(addressCountry(), 'BE');
    expect(phoneCountry().value).toBe('BE');
    await userEvent.type(phoneNumber(), '0470 12 34 56');
    expect(screen.getByTestId('stored').textContent).toBe('+32470123456');
    // Typed, then the address moves: the same national digits under the new prefix.
    await userEvent.tab();
    expect(phoneNumber().value).toBe('+32470123456');
    await userEvent.selectOptions(addressCountry(), 'LU');
    expect(phoneCountry().value).toBe('LU');
    expect(phoneNumber().value).toBe('+352470123456');
  });

  it('a number typed the national way before the country was picked is read again for the address’s country', async () => {
    render(<WithAddressCountry />);
    await userEvent.type(phoneNumber(), '0470 12 34 56');
    // Read as French while the address is French…
    expect(screen.getByTestId('stored').textContent).toBe('+33470123456');
    await userEvent.selectOptions(addressCountry(), 'BE');
    // …and as Belgian once it is Belgian: the digits as typed, the number stored for Belgium.
    expect(phoneCountry().value).toBe('BE');
    expect(screen.getByTestId('stored').textContent).toBe('+32470123456');
  });

  it('stops following once the person picks the phone’s country', async () => {
    render(<WithAddressCountry />);
    await userEvent.selectOptions(phoneCountry(), 'LU');
    await userEvent.selectOptions(addressCountry(), 'BE');
    expect(phoneCountry().value).toBe('LU');
    await userEvent.type(phoneNumber(), '621 123 456');
    expect(screen.getByTestId('stored').textContent).toBe('+352621123456');
  });

  it('stops following a number typed with another country’s prefix, and a stored number of another country', async () => {
    const { unmount } = render(<WithAddressCountry initialCountry="BE" />);
    await userEvent.type(phoneNumber(), '+33 6 12 34 56 78');
    await userEvent.tab();
    expect(phoneCountry().value).toBe('FR');
    await userEvent.selectOptions(addressCountry(), 'LU');
    expect(screen.getByTestId('stored').textContent).toBe('+33612345678');
    unmount();
    render(<WithAddressCountry initial="+33612345678" initialCountry="BE" />);
    expect(phoneCountry().value).toBe('FR');
    await userEvent.selectOptions(addressCountry(), 'LU');
    expect(screen.getByTestId('stored').textContent).toBe('+33612345678');
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
