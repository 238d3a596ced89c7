import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge — SPEC §4 status colours', () => {
  it('gives each status its colour and French label', async () => {
    const { container } = render(
      <>
        <StatusBadge status="processing" />
        <StatusBadge status="awaiting_payment" />
        <StatusBadge status="payment_failed" />
        <StatusBadge status="cancelled" />
      </>,
    );
    expect(screen.getByText('En cours').dataset.color).toBe('green');
    expect(screen.getByText('En attente de paiement').dataset.color).toBe('orange');
    expect(screen.getByText('Paiement échoué').dataset.color).toBe('red');
    expect(screen.getByText('Annulée').dataset.color).toBe('grey');
    expect(await axeViolations(container)).toEqual([]);
  });
});
