import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('names what is loading, or hides itself when decorative', () => {
    const { container } = render(
      <>
        <Skeleton label="Chargement du panier" width={120} />
        <Skeleton />
      </>,
    );
    const status = screen.getByRole('status', { name: 'Chargement du panier' });
    expect(status.style.width).toBe('120px');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('sized by the class given, it holds its place without a script (server render, strict CSP)', () => {
    render(<Skeleton className="bone" width={120} label="Chargement" />);
    const status = screen.getByRole('status', { name: 'Chargement' });
    expect(status.classList.contains('bone')).toBe(true);
    expect(status.style.width).toBe('');
  });
});
