import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { KitLocaleProvider } from '../KitLocale/KitLocale';
import { KIT_MESSAGES_NL } from '../KitLocale/nl';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('links the parents and marks the current page', async () => {
    const { container } = render(
      <Breadcrumb
        items={[
          { label: 'Accueil', href: '/' },
          { label: 'Chien', href: '/chien/' },
          { label: 'Croquettes', href: '/chien/croquettes/' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Accueil', 'Chien']);
    expect(within(nav).getByText('Croquettes').getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Breadcrumb — SPEC §1 (fr and nl): named in the page’s language', () => {
  it('is the « Kruimelpad » of a Dutch page', () => {
    render(
      <KitLocaleProvider locale="nl" messages={KIT_MESSAGES_NL}>
        <Breadcrumb items={[{ label: 'Home', href: '/nl/' }, { label: 'Hond' }]} />
      </KitLocaleProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Kruimelpad' })).toBeTruthy();
  });
});
