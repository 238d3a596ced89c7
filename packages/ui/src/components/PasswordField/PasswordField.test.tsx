import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
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

describe('PasswordField — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('reveals and hides in Dutch', async () => {
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <PasswordField label="Wachtwoord" />
      </KitLocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
    expect((screen.getByLabelText('Wachtwoord') as HTMLInputElement).type).toBe('text');
    expect(screen.getByRole('button', { name: 'Wachtwoord verbergen' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
