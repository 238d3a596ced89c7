import { createContext, useContext } from 'react';
import { vars } from '../../theme/contract.css';
import { gamelleTokens } from '../../theme/gamelle.css';

/**
 * A group of the theme: `color`, `fontSize`… A plain string, read from `gamelleTokens` at run time:
 * a group or a token added to the theme appears on the page without a change here.
 */
export type TokenGroup = string;

/** The tokens' values by path (`color.accent` → `#AE9973`), or by colour name (`accent`). */
export type TokenValues = Readonly<Record<string, string>>;

const TOKENS = gamelleTokens as unknown as Record<string, Record<string, unknown>>;
const VARS = vars as unknown as Record<string, Record<string, string> | undefined>;

/** The groups of the theme, in the order of Gamelle's tokens. */
export function tokenGroups(): string[] {
  return Object.keys(TOKENS);
}

/** The names of a group's tokens, in the order of Gamelle's tokens; none for a group it lacks. */
export function tokenNames(group: TokenGroup): string[] {
  return Object.keys(TOKENS[group] ?? {});
}

/** `var(--gamelle-color-accent)` for `color`, `accent`; `undefined` for a token the contract lacks. */
export function tokenVar(group: TokenGroup, name: string): string | undefined {
  return VARS[group]?.[name];
}

/** `--gamelle-color-accent`: the CSS custom property a `var(…)` reference reads. */
export function propertyName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*\)$/, '$1');
}

/** The CSS custom property of a token, as a brand's stylesheet writes it. */
export function tokenProperty(group: TokenGroup, name: string): string {
  const reference = tokenVar(group, name);
  return reference ? propertyName(reference) : '';
}

/** The groups whose tokens are lengths the browser resolves to pixels (a `clamp()` at this window's width). */
const LENGTH_GROUPS = { fontSize: 'fontSize', space: 'paddingLeft' } as const;

/**
 * The values of a theme: each token's value by path, as written (`color.accent` → `#AE9973`); each
 * colour by name as the browser computes it (`rgb(174, 153, 115)`), whatever syntax the brand used;
 * each size and space by path in pixels, at this window's width (`fontSize.xxl` → `31.2px`).
 */
export interface ThemeValues {
  values: TokenValues;
  colours: TokenValues;
  pixels: TokenValues;
}

/** Gamelle's values: what the page shows before it reads the applied theme (and in tests). */
export const GAMELLE_THEME_VALUES: ThemeValues = {
  values: Object.fromEntries(
    tokenGroups().flatMap((group) =>
      Object.entries(TOKENS[group] ?? {}).map(([name, value]) => [`${group}.${name}`, String(value)]),
    ),
  ),
  colours: Object.fromEntries(Object.entries(gamelleTokens.color)),
  pixels: {},
};

/** Every token's value as an element sees it: the theme applied to it or to an ancestor. */
export function readThemeValues(element: HTMLElement): ThemeValues {
  const style = getComputedStyle(element);
  const values = Object.fromEntries(
    tokenGroups().flatMap((group) =>
      tokenNames(group).map((name) => [`${group}.${name}`, style.getPropertyValue(tokenProperty(group, name)).trim()]),
    ),
  );
  // A probe inside the element turns a named colour, an `hsl()`… into `rgb()`, which the contrast
  // reads, and a size or a space into pixels.
  const probe = document.createElement('span');
  probe.hidden = true;
  element.append(probe);
  const computed = getComputedStyle(probe);
  const colours = Object.fromEntries(
    tokenNames('color').map((name) => {
      const value = values[`color.${name}`] ?? '';
      probe.style.color = '';
      probe.style.color = value;
      return [name, value && probe.style.color ? computed.color : ''];
    }),
  );
  const pixels = Object.fromEntries(
    Object.entries(LENGTH_GROUPS).flatMap(([group, property]) =>
      tokenNames(group).map((name) => {
        const reference = tokenVar(group, name);
        probe.style.removeProperty('font-size');
        probe.style.removeProperty('padding-left');
        if (reference && values[`${group}.${name}`]) probe.style[property] = reference;
        return [`${group}.${name}`, probe.style[property] ? computed[property] : ''];
      }),
    ),
  );
  probe.remove();
  return { values, colours, pixels };
}

export const ThemeValuesContext = createContext<ThemeValues>(GAMELLE_THEME_VALUES);

/** The value of a token in the theme the guide shows, as written; `''` when that theme lacks it. */
export function useTokenValue(group: TokenGroup, name: string): string {
  return useContext(ThemeValuesContext).values[`${group}.${name}`] ?? '';
}

/** A size or a space in pixels at this window's width (`'31.2px'`); `''` before the page has read it. */
export function useTokenPixels(group: TokenGroup, name: string): string {
  return useContext(ThemeValuesContext).pixels[`${group}.${name}`] ?? '';
}

/** The colours of the theme the guide shows, by name, as `rgb()` (`''` for a missing one). */
export function useColours(): TokenValues {
  return useContext(ThemeValuesContext).colours;
}
