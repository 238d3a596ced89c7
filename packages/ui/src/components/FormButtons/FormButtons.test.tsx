import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Button } from '../Button/Button';
import { FormTitle } from '../FormTitle/FormTitle';
import { ToggleBoxes } from '../ToggleBoxes/ToggleBoxes';
import { FormButtons } from './FormButtons';

describe('FormButtons, FormTitle and ToggleBoxes', () => {
  it('render their roles and pass axe', async () => {
    const { container } = render(
      <>
        <FormTitle subtitle="Étape 2 sur 5">Adresse de facturation</FormTitle>
        <ToggleBoxes
          legend="Que mange-t-il ?"
          multiple
          options={[
            { value: 'croquettes', label: 'Croquettes' },
            { value: 'patee', label: 'Pâtée' },
          ]}
        />
        <FormButtons>
          <Button tone="secondary">Annuler</Button>
          <Button type="submit">Continuer</Button>
        </FormButtons>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Adresse de facturation' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Que mange-t-il ?' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Annuler', 'Continuer']);
    expect(await axeViolations(container)).toEqual([]);
  });
});
