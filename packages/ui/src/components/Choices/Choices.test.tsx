import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Choices } from './Choices';

function Demo({ onValid }: { onValid: (values: { gender: string }) => void }) {
  const { register, handleSubmit } = useForm<{ gender: string }>();
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <Choices
        legend="Sexe"
        options={[
          { value: 'm', label: 'Mâle' },
          { value: 'f', label: 'Femelle' },
        ]}
        {...register('gender')}
      />
      <button type="submit">Valider</button>
    </form>
  );
}

describe('Choices', () => {
  it('is a named group of radios that register reads', async () => {
    const onValid = vi.fn();
    const { container } = render(<Demo onValid={onValid} />);
    expect(screen.getByRole('group', { name: 'Sexe' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Femelle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ gender: 'f' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers several answers with multiple and shows its error', () => {
    render(
      <Choices
        legend="Que mange-t-il ?"
        multiple
        error="Choisissez au moins une alimentation."
        options={[
          { value: 'croquettes', label: 'Croquettes' },
          { value: 'patee', label: 'Pâtée' },
        ]}
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByText('Choisissez au moins une alimentation.')).toBeTruthy();
  });
});
