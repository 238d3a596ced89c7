import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { TextField } from './TextField';

function Demo({ onValid }: { onValid: (values: { email: string }) => void }) {
  const { register, handleSubmit } = useForm<{ email: string }>();
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <TextField label="E-mail" type="email" {...register('email')} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('TextField', () => {
  it('ties label, help and error to the input', async () => {
    const { container } = render(
      <TextField
        label="Poids"
        type="number"
        suffix="kg"
        description="Son poids actuel"
        error="Le poids doit être supérieur à 0."
        required
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Poids' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      input
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Son poids actuel', 'Le poids doit être supérieur à 0.']);
    expect(screen.getByText('kg')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('works with react-hook-form register', async () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'camille@example.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'camille@example.fr' });
  });
});
