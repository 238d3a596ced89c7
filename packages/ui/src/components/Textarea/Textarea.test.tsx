import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is a labelled text box with its error', async () => {
    const { container } = render(<Textarea label="Votre message" error="Ce champ est obligatoire." />);
    expect(screen.getByRole('textbox', { name: 'Votre message' }).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(container)).toEqual([]);
  });
});
