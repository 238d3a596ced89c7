import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { BirthdayField, type BirthdayValue } from './BirthdayField';

function Demo() {
  const [value, setValue] = useState<BirthdayValue>({ in_date: true, birthday: '' });
  return (
    <>
      <BirthdayField legend="Date de naissance de Praline" today="2026-11-21" value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('BirthdayField — SPEC §4 "Birthday field toggles between exact date and age"', () => {
  it('switches between an exact date and an age in years and months', async () => {
    const { container } = render(<Demo />);
    const date = screen.getByLabelText('Date de naissance') as HTMLInputElement;
    expect(date.min).toBe('1970-01-01');
    expect(date.max).toBe('2026-11-21');
    await userEvent.click(screen.getByRole('radio', { name: 'Je connais son âge' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Ans' }), '2');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Mois' }), '3');
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '{}')).toEqual({
      in_date: false,
      birthday_years: '2',
      birthday_months: '3',
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives back what was typed in a mode when the shopper switches back to it', async () => {
    render(<Demo />);
    await userEvent.type(screen.getByLabelText('Date de naissance'), '2022-03-14');
    await userEvent.click(screen.getByRole('radio', { name: 'Je connais son âge' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Ans' }), '4');
    await userEvent.click(screen.getByRole('radio', { name: 'Je connais sa date de naissance' }));
    expect((screen.getByLabelText('Date de naissance') as HTMLInputElement).value).toBe('2022-03-14');
    await userEvent.click(screen.getByRole('radio', { name: 'Je connais son âge' }));
    expect((screen.getByRole('spinbutton', { name: 'Ans' }) as HTMLInputElement).value).toBe('4');
  });
});

describe('BirthdayField — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('words its modes, the date and the age in Dutch', async () => {
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Demo />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Ik ken de geboortedatum' })).toBeTruthy();
    expect(screen.getByLabelText('Geboortedatum')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Ik ken de leeftijd' }));
    expect(screen.getByRole('spinbutton', { name: 'Jaren' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Maanden' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
