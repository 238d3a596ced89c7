import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { COPY_CONFIRMATION_MS, CopyButton } from './CopyButton';

describe('CopyButton — SPEC §9 "Copy confirmation 1500 ms"', () => {
  it('copies, confirms for 1.5 s, then comes back', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="GAMELLE5" label="Copier le code" />);
    await user.click(screen.getByRole('button', { name: 'Copier le code' }));
    const confirmed = Date.now();
    expect(await navigator.clipboard.readText()).toBe('GAMELLE5');
    expect(screen.getByRole('button', { name: 'Copié !' })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent('Copié dans le presse-papiers.');
    // It comes back on its own, and never before the 1.5 s of the spec (a slow machine only delays it).
    await screen.findByRole('button', { name: 'Copier le code' }, { timeout: 10_000 });
    expect(Date.now() - confirmed).toBeGreaterThanOrEqual(COPY_CONFIRMATION_MS - 20);
    expect(COPY_CONFIRMATION_MS).toBe(1500);
  });

  it('tells when copying is refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('refusé'));
    render(<CopyButton value="X" />);
    await user.click(screen.getByRole('button', { name: 'Copier' }));
    expect(await screen.findByText('La copie a échoué : sélectionnez le texte pour le copier.')).toBeTruthy();
  });
});

describe('CopyButton — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('copies and confirms in Dutch; a label given still wins', async () => {
    const user = userEvent.setup();
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <CopyButton value="GAMELLE5" />
        <CopyButton value="https://gamelle.example/nl/" label="Link kopiëren" />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Link kopiëren' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kopiëren' }));
    expect(screen.getByRole('button', { name: 'Gekopieerd!' })).toBeTruthy();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Gekopieerd naar het klembord.');
  });

  it('says in Dutch when copying is refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('geweigerd'));
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <CopyButton value="X" />
      </KitLocaleProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Kopiëren' }));
    expect(await screen.findByText('Kopiëren is mislukt: selecteer de tekst om hem te kopiëren.')).toBeTruthy();
  });
});
