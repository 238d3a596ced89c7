import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { Dialog, DialogClose } from './Dialog';

/** A checkout step whose form another tab replaces while the dialog is open. */
function Step({ fallback = true }: { fallback?: boolean }) {
  const [step, setStep] = useState<'billing' | 'shipping'>('billing');
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {step === 'billing' ? 'Adresse de facturation' : 'Livraison'}
      </h2>
      {step === 'billing' ? <input aria-label="Ville" /> : <p>Transporteurs</p>}
      <button type="button" onClick={() => setOpen(true)}>
        Message d’un autre onglet
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
        }}
        title="Action en cours dans un autre onglet"
        focusWhenGone={fallback ? () => heading.current : undefined}
      >
        <button type="button" onClick={() => setStep('shipping')}>
          L’autre onglet a fini
        </button>
      </Dialog>
    </>
  );
}

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
    expect(dialog.getAttribute('aria-modal')).toBe('true');
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

describe('Dialog — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
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

  it('WCAG 2.4.3: closing after the focused field was replaced, the focus goes to `focusWhenGone`, not to the page’s start', async () => {
    const user = userEvent.setup();
    render(<Step />);
    const city = screen.getByRole('textbox', { name: 'Ville' });
    city.focus();
    // The other tab's message opens the dialog while the field has the focus (no click moves it).
    screen.getByRole('button', { name: 'Message d’un autre onglet' }).click();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'L’autre onglet a fini' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Livraison' }));
  });
});
