import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS, CopyButton } from './CopyButton';

describe('CopyButton — SPEC §9 "Copy confirmation 1500 ms"', () => {
  it('copies, confirms for 1.5 s, then comes back', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="GAMELLE5" label="Copier le code" />);
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Copier le code' }));
    expect(await navigator.clipboard.readText()).toBe('GAMELLE5');
    expect(await screen.findByRole('button', { name: 'Copié !' })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent('Copié dans le presse-papiers.');
    await screen.findByRole('button', { name: 'Copier le code' }, { timeout: 3000 });
    const elapsed = Date.now() - clicked;
    expect(elapsed).toBeGreaterThanOrEqual(COPY_CONFIRMATION_MS - 50);
    expect(elapsed).toBeLessThan(COPY_CONFIRMATION_MS + 1000);
  });

  it('tells when copying is refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('refusé'));
    render(<CopyButton value="X" />);
    await user.click(screen.getByRole('button', { name: 'Copier' }));
    expect(await screen.findByText('La copie a échoué : sélectionnez le texte pour le copier.')).toBeTruthy();
  });
});
