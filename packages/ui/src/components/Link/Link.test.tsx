import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
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

describe('Link — SPEC §1 (fr and nl): in a Dutch page (KitLocaleProvider)', () => {
  it('says « (nieuw tabblad) » after an external link', async () => {
    const { container } = render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Link href="https://blog.gamelle.example/nl/" external>
          Onze blog
        </Link>
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('link', { name: /^Onze blog\s+\(nieuw tabblad\)$/ })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
