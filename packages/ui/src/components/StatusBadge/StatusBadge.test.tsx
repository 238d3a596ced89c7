import { KNOWN_STATUSES } from '@gamelle/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { kitMessagesFr } from '../KitLocale/messages';

const KIT_MESSAGES = { fr: kitMessagesFr(), nl: KIT_MESSAGES_NL };

import { KIT_MESSAGES_NL } from '../KitLocale/nl';
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

describe('StatusBadge — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('labels every known status in Dutch, with the same colours', async () => {
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <StatusBadge status="processing" />
        <StatusBadge status="awaiting_payment" />
        <StatusBadge status="payment_failed" />
        <StatusBadge status="cancelled" />
        <StatusBadge status="mystery_status" />
      </KitLocaleProvider>,
    );
    expect(screen.getByText('Lopend').dataset.color).toBe('green');
    expect(screen.getByText('Wacht op betaling').dataset.color).toBe('orange');
    expect(screen.getByText('Betaling mislukt').dataset.color).toBe('red');
    expect(screen.getByText('Geannuleerd').dataset.color).toBe('grey');
    expect(screen.getByText('mystery_status').dataset.color).toBe('grey');
    expect(KNOWN_STATUSES.filter((status) => !KIT_MESSAGES.nl.statuses[status])).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });
});
