import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { Link } from './Link';

describe('Link', () => {
  it('is a link named by its text', async () => {
    const { container } = render(<Link href="/chien/">Nourriture pour chien</Link>);
    expect(screen.getByRole('link', { name: 'Nourriture pour chien' })).toHaveProperty(
      'href',
      'http://localhost:3000/chien/',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens an external link in a new tab safely and says so', () => {
    render(
      <Link href="https://blog.gamelle.example/" external>
        Notre blog
      </Link>,
    );
    const link = screen.getByRole('link', { name: /^Notre blog\s+\(nouvel onglet\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
