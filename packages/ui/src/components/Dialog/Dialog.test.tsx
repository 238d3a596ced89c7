import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { Dialog, DialogClose } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, traps focus, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        trigger={<Button>Expédier maintenant</Button>}
        title="Expédier maintenant ?"
        description="Expédiée et débitée sous 24 h ouvrées."
      >
        <p>Votre prochaine commande partira aujourd’hui.</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Expédier maintenant' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Expédier maintenant ?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(await axeViolations(dialog)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from « Fermer » and from a footer action', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Contacter le service client"
        footer={
          <DialogClose asChild>
            <Button>Annuler</Button>
          </DialogClose>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('locks the page’s scroll without injecting a <style> element (refused by the shop’s style-src CSP)', async () => {
    const user = userEvent.setup();
    render(<Dialog trigger={<Button>Supprimer</Button>} title="Supprimer l’adresse ?" />);
    const styles = document.querySelectorAll('style').length;
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.querySelectorAll('style').length).toBe(styles);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('Dialog — issue 27: in a Dutch page (KitLocaleProvider)', () => {
  it('closes from « Sluiten »; a closeLabel given still wins', async () => {
    const { rerender } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Dialog open title="Klantendienst contacteren" />
      </KitLocaleProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Klantendienst contacteren' });
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeTruthy();
    expect(await axeViolations(dialog)).toEqual([]);
    rerender(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Dialog open title="Klantendienst contacteren" closeLabel="Annuleren" />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeTruthy();
  });
});
