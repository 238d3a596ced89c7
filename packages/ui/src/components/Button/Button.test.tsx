import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text that reacts to click and keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Ajouter au panier</Button>);
    const button = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('SPEC §5 "A pending flag blocks double submit": a pending submit button is busy and submits nothing', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Valider ma commande</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Valider ma commande' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" pending>
          Valider ma commande
        </Button>
      </form>,
    );
    const pending = screen.getByRole('button', { name: 'Valider ma commande' });
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(pending.hasAttribute('data-pending')).toBe(true);
    await userEvent.click(pending);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Indisponible
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Indisponible' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no axe violation in any tone', async () => {
    const { container } = render(
      <div>
        <Button tone="primary">Ajouter au panier</Button>
        <Button tone="secondary">Continuer mes achats</Button>
        <Button tone="critical">Supprimer</Button>
        <Button pending>Envoi…</Button>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
