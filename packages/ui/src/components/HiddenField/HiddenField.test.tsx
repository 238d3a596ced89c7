import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { HiddenField } from './HiddenField';

function NativeForm({ onData }: { onData: (data: [string, FormDataEntryValue][]) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onData([...new FormData(event.currentTarget).entries()]);
  };
  return (
    <form aria-label="Abonnement" onSubmit={submit}>
      <HiddenField name="subscriptionCode" defaultValue="AB12" />
      <button type="submit">Valider</button>
    </form>
  );
}

function RegisteredForm({ onValid }: { onValid: (values: { subscriptionCode: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { subscriptionCode: 'AB12' } });
  return (
    <form aria-label="Abonnement" onSubmit={handleSubmit(onValid)}>
      <HiddenField {...register('subscriptionCode')} />
      <button type="submit">Valider</button>
    </form>
  );
}

describe('HiddenField — a value sent with the form (SPEC §2 form fields)', () => {
  it('sends its value with the form it is in, and shows nothing nor anything to assistive technologies', async () => {
    const onData = vi.fn();
    const { container } = render(<NativeForm onData={onData} />);
    // Not a textbox, not focusable: the first thing the keyboard reaches is the button.
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Valider' }));
    await userEvent.keyboard('{Enter}');
    expect(onData).toHaveBeenCalledWith([['subscriptionCode', 'AB12']]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stays type="hidden" whatever type it is handed at run time', () => {
    const props = { name: 'orderToken', defaultValue: 'x1', type: 'text' } as Parameters<typeof HiddenField>[0];
    const { container } = render(<HiddenField {...props} />);
    expect(container.querySelector('input[name="orderToken"]')?.getAttribute('type')).toBe('hidden');
  });

  it('works with react-hook-form register: its ref reaches the input and the default value is submitted', async () => {
    const onValid = vi.fn();
    render(<RegisteredForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ subscriptionCode: 'AB12' });
  });
});
