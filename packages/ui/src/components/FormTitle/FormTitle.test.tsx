import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FormTitle } from './FormTitle';

describe('FormTitle — the title of a form or of one of its steps (SPEC §2 form fields)', () => {
  it('is a level-2 heading by default, named by its text alone', async () => {
    const { container } = render(<FormTitle>Adresse de facturation</FormTitle>);
    const heading = screen.getByRole('heading', { name: 'Adresse de facturation' });
    expect(heading.tagName).toBe('H2');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    // No subtitle given: no empty paragraph under the title.
    expect(container.querySelector('p')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([2, 3, 4] as const)('takes its place in the page outline: level={%i} renders that heading level', (level) => {
    render(<FormTitle level={level}>Votre animal</FormTitle>);
    expect(screen.getByRole('heading', { level, name: 'Votre animal' })).toBeTruthy();
  });

  it('shows its subtitle as a paragraph under the heading, not in the heading’s name', async () => {
    const { container } = render(
      <FormTitle level={3} subtitle="Étape 2 sur 5">
        Adresse de facturation
      </FormTitle>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Adresse de facturation' });
    const subtitle = screen.getByText('Étape 2 sur 5');
    expect(subtitle.tagName).toBe('P');
    expect(heading.contains(subtitle)).toBe(false);
    // Read in order: the title, then its subtitle.
    expect(heading.compareDocumentPosition(subtitle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
