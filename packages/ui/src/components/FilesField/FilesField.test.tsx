import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { FilesField } from './FilesField';

function Demo() {
  const [files, setFiles] = useState<File[]>([]);
  return <FilesField label="Pièces jointes" multiple value={files} onChange={setFiles} />;
}

describe('FilesField — SPEC §5 "Fichier trop volumineux"; "Type de fichier non supporté"', () => {
  it('keeps good files, refuses big and unsupported ones, and removes on demand', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<Demo />);
    const input = screen.getByLabelText('Pièces jointes');
    // The picker speaks the page's language, not the browser's « Choose File ».
    expect(container.textContent).toContain('Choisir des fichiers');
    expect(container.textContent).toContain('Aucun fichier choisi');
    const photo = new File([new Uint8Array(2000)], 'colis.png', { type: 'image/png' });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'video.png', { type: 'image/png' });
    const exe = new File(['x'], 'virus.exe', { type: 'application/x-msdownload' });
    await user.upload(input, [photo, big, exe]);
    expect(container.textContent).not.toContain('Aucun fichier choisi');
    expect(screen.getByRole('list', { name: 'Fichiers choisis' }).textContent).toContain('colis.png (2 Ko)');
    expect(screen.getByRole('alert').textContent).toContain('video.png : Fichier trop volumineux');
    expect(screen.getByRole('alert').textContent).toContain('virus.exe : Type de fichier non supporté');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Retirer colis.png' }));
    expect(screen.queryByRole('list', { name: 'Fichiers choisis' })).toBeNull();
  });
});

describe('FilesField — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('lists, sizes, refuses and removes in Dutch', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Demo />
      </KitLocaleProvider>,
    );
    const input = screen.getByLabelText('Pièces jointes');
    expect(container.textContent).toContain('Bestanden kiezen');
    expect(container.textContent).toContain('Geen bestand gekozen');
    const photo = new File([new Uint8Array(2000)], 'pakje.png', { type: 'image/png' });
    const scan = new File([new Uint8Array(1.5 * 1024 * 1024)], 'factuur.pdf', { type: 'application/pdf' });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'video.png', { type: 'image/png' });
    const exe = new File(['x'], 'virus.exe', { type: 'application/x-msdownload' });
    await user.upload(input, [photo, scan, big, exe]);
    const list = screen.getByRole('list', { name: 'Gekozen bestanden' });
    expect(list.textContent).toContain('pakje.png (2 kB)');
    expect(list.textContent).toContain('factuur.pdf (1,5 MB)');
    expect(screen.getByRole('alert').textContent).toContain('video.png: Bestand te groot');
    expect(screen.getByRole('alert').textContent).toContain('virus.exe: Bestandstype niet ondersteund');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verwijderen pakje.png' }));
    expect(screen.getByRole('list', { name: 'Gekozen bestanden' }).textContent).not.toContain('pakje.png');
  });
});
