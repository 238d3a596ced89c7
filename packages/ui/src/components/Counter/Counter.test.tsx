import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { Counter, type CounterProps } from './Counter';

function Harness(props: Partial<CounterProps> & { initial?: number }) {
  const [value, setValue] = useState(props.initial ?? 0);
  return (
    <>
      <Counter label="Quantité" {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('Counter — SPEC §4 "Counter closes at minimum and opens on add", §5 "not below min (default 0), not above max when set"', () => {
  it('is one « Ajouter » button at the minimum and opens with the focus on the quantity', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByTestId('value').textContent).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Quantité' }));
    await user.click(screen.getByRole('button', { name: 'Diminuer la quantité' }));
    expect(screen.getByTestId('value').textContent).toBe('0');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter' }));
  });

  it('stops at max and clamps typed values', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness initial={2} max={3} min={1} alwaysOpen />);
    const plus = screen.getByRole('button', { name: 'Augmenter la quantité' });
    await user.click(plus);
    expect(screen.getByTestId('value').textContent).toBe('3');
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByRole('spinbutton', { name: 'Quantité' });
    await user.clear(input);
    await user.type(input, '99{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('3');
    await user.clear(input);
    await user.type(input, '-4');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('1');
    expect((input as HTMLInputElement).value).toBe('1');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Counter — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('adds and steps in Dutch; an addLabel given still wins', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Harness label="Aantal" />
      </KitLocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(screen.getByRole('button', { name: 'Aantal verminderen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aantal verhogen' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the addLabel given', () => {
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Harness label="Aantal" addLabel="In winkelmandje" />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'In winkelmandje' })).toBeTruthy();
  });
});
