// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gamelleTokens } from '../../theme/gamelle.css';
import { remAndPx } from './sizes';
import { GAMELLE_THEME_VALUES, tokenGroups, tokenNames, tokenProperty } from './tokens';

describe('the « Guide de style » page’s sizes and tokens', () => {
  it('writes a size in rem and px, at a 16 px root', () => {
    expect(remAndPx('0.875rem')).toEqual({ rem: '0,875 rem', px: '14 px' });
    expect(remAndPx('20px')).toEqual({ rem: '1,25 rem', px: '20 px' });
  });

  it('gives the bounds of a clamp(), and the size at this window when the browser computed it', () => {
    expect(remAndPx('clamp(1.75rem, 1.5rem + 1vw, 2.25rem)')).toEqual({ rem: '1,75 à 2,25 rem', px: '28 à 36 px' });
    expect(remAndPx('clamp(1.75rem, 1.5rem + 1vw, 2.25rem)', '31.2px').px).toBe('28 à 36 px, 31,2 px ici');
  });

  it('shows any other value as it is, or what the browser computed', () => {
    expect(remAndPx('min(2rem, 5vw)')).toEqual({ rem: 'min(2rem, 5vw)', px: '—' });
    expect(remAndPx('min(2rem, 5vw)', '24px')).toEqual({ rem: '1,5 rem ici', px: '24 px ici' });
    expect(remAndPx('')).toEqual({ rem: 'non définie', px: '—' });
  });

  it('lists every token of Gamelle’s theme, each with its --gamelle-* property', () => {
    expect(tokenGroups()).toEqual(Object.keys(gamelleTokens));
    expect(tokenNames('fontSize')).toEqual(Object.keys(gamelleTokens.fontSize));
    expect(tokenNames('no-such-group')).toEqual([]);
    const missing = tokenGroups().flatMap((group) =>
      tokenNames(group).filter((name) => !tokenProperty(group, name).startsWith('--gamelle-')),
    );
    expect(missing).toEqual([]);
    expect(tokenProperty('color', 'accentStrong')).toBe('--gamelle-color-accent-strong');
    expect(GAMELLE_THEME_VALUES.values['fontSize.sm']).toBe(gamelleTokens.fontSize.sm);
  });
});
