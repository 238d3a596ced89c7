import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces critical and caution alerts at once, others politely', async () => {
    const { container } = render(
      <>
        <Alert tone="critical" title="Paiement échoué">
          Mettez à jour votre carte.
        </Alert>
        <Alert tone="positive">Votre message a été envoyé</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Paiement échouéMettez à jour votre carte.');
    expect(screen.getByRole('status')).toHaveTextContent('Votre message a été envoyé');
    expect(await axeViolations(container)).toEqual([]);
  });
});
