import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { PasswordField } from './PasswordField';

describe('PasswordField — SPEC §2 "input (password with reveal)"', () => {
  it('reveals and hides the password', async () => {
    const { container } = render(<PasswordField label="Mot de passe" />);
    const input = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(input.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(input.type).toBe('password');
    expect(await axeViolations(container)).toEqual([]);
  });
});
