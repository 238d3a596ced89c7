import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gamelleTokens } from '../../theme/gamelle.css';
import { ColourTable } from './Colours';
import { GuideTheme } from './GuideTheme';
import { ProductScene } from './InContext';
import { OtherTokens } from './OtherTokens';
import { RadiusScale, ShadowScale, SpaceScale } from './SpacingScale';
import { FontFamilies, FontSizes, MeasureSamples, TypeDetails } from './TypeScale';

/** The row headers of a table, by its caption. */
function rowHeaders(caption: RegExp): string[] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('the « Guide de style » page’s pieces (Gamelle’s values, before the browser reads the theme)', () => {
  it('lists every colour token with its variable, its value and its contrasts, in words', () => {
    render(<ColourTable />);
    expect(rowHeaders(/couleurs/)).toEqual(Object.keys(gamelleTokens.color).map((name) => `color.${name}`));
    const text = screen.getByRole('rowheader', { name: 'color.text' }).closest('tr') as HTMLElement;
    expect(text).toHaveTextContent('--gamelle-color-text');
    expect(text).toHaveTextContent('#1F1A14');
    expect(text).toHaveTextContent('sur surface : 17,26:1, AA');
    const focus = screen.getByRole('rowheader', { name: 'color.focus' }).closest('tr') as HTMLElement;
    expect(focus).toHaveTextContent('AA (élément non textuel, seuil 3:1)');
    const accent = screen.getByRole('rowheader', { name: 'color.accent' }).closest('tr') as HTMLElement;
    expect(accent).toHaveTextContent('Couleur de fond : voir la ligne onAccent.');
    expect(screen.queryByText(/insuffisant|grand texte/)).toBeNull();
  });

  it('shows every token of the type scale, from Gamelle’s tokens', () => {
    render(
      <>
        <FontFamilies />
        <FontSizes />
        <TypeDetails />
        <MeasureSamples />
      </>,
    );
    expect(rowHeaders(/familles/)).toEqual(Object.keys(gamelleTokens.font).map((name) => `font.${name}`));
    expect(rowHeaders(/tailles/)).toEqual(Object.keys(gamelleTokens.fontSize).map((name) => `fontSize.${name}`));
    const details = rowHeaders(/interlignes/);
    for (const group of ['lineHeight', 'fontWeight'] as const) {
      for (const name of Object.keys(gamelleTokens[group])) expect(details).toContain(`${group}.${name}`);
    }
    const sm = screen.getByRole('rowheader', { name: 'fontSize.sm' }).closest('tr') as HTMLElement;
    expect(sm).toHaveTextContent('0,875 rem14 px');
  });

  it('shows every space, radius and shadow', () => {
    render(
      <>
        <SpaceScale />
        <RadiusScale />
        <ShadowScale />
      </>,
    );
    expect(rowHeaders(/espacements/)).toEqual(Object.keys(gamelleTokens.space).map((name) => `space.${name}`));
    expect(within(screen.getByRole('list', { name: 'Les arrondis' })).getAllByRole('listitem')).toHaveLength(
      Object.keys(gamelleTokens.radius).length,
    );
    expect(within(screen.getByRole('list', { name: 'Les ombres' })).getAllByRole('listitem')).toHaveLength(
      Object.keys(gamelleTokens.shadow).length,
    );
  });

  it('renders the whole guide in its theme frame, with the kit’s components in context', () => {
    render(
      <GuideTheme>
        <ColourTable />
        <OtherTokens />
        <ProductScene />
      </GuideTheme>,
    );
    expect(screen.getByRole('radio', { name: 'Gamelle' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Croquettes au poulet pour chien adulte' })).toBeTruthy();
  });
});
