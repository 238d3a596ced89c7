import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { gamelleTokens } from './gamelle.css';

/** Every leaf of a token tree, as `path: value`. */
function leaves(tree: object, path: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, [...path, key])
      : [`${[...path, key].join('.')}: ${value}`],
  );
}

describe('the theme contract’s CSS custom properties have stable, documented names', () => {
  it('pins every name (renaming one is a breaking change of the kit: README « Theme contract and versions »)', () => {
    expect(leaves(vars)).toEqual([
      'color.accent: var(--gamelle-color-accent)',
      'color.accentStrong: var(--gamelle-color-accent-strong)',
      'color.onAccent: var(--gamelle-color-on-accent)',
      'color.text: var(--gamelle-color-text)',
      'color.textMuted: var(--gamelle-color-text-muted)',
      'color.surface: var(--gamelle-color-surface)',
      'color.surfaceMuted: var(--gamelle-color-surface-muted)',
      'color.border: var(--gamelle-color-border)',
      'color.focus: var(--gamelle-color-focus)',
      'color.critical: var(--gamelle-color-critical)',
      'color.caution: var(--gamelle-color-caution)',
      'color.positive: var(--gamelle-color-positive)',
      'color.neutral: var(--gamelle-color-neutral)',
      'font.body: var(--gamelle-font-body)',
      'font.heading: var(--gamelle-font-heading)',
      'fontSize.sm: var(--gamelle-font-size-sm)',
      'fontSize.md: var(--gamelle-font-size-md)',
      'fontSize.lg: var(--gamelle-font-size-lg)',
      'fontSize.xl: var(--gamelle-font-size-xl)',
      'fontSize.xxl: var(--gamelle-font-size-xxl)',
      'fontSize.display: var(--gamelle-font-size-display)',
      'fontWeight.regular: var(--gamelle-font-weight-regular)',
      'fontWeight.medium: var(--gamelle-font-weight-medium)',
      'fontWeight.strong: var(--gamelle-font-weight-strong)',
      'lineHeight.tight: var(--gamelle-line-height-tight)',
      'lineHeight.snug: var(--gamelle-line-height-snug)',
      'lineHeight.body: var(--gamelle-line-height-body)',
      'letterSpacing.tight: var(--gamelle-letter-spacing-tight)',
      'letterSpacing.wide: var(--gamelle-letter-spacing-wide)',
      'measure.text: var(--gamelle-measure-text)',
      'space.xxs: var(--gamelle-space-xxs)',
      'space.xs: var(--gamelle-space-xs)',
      'space.sm: var(--gamelle-space-sm)',
      'space.md: var(--gamelle-space-md)',
      'space.lg: var(--gamelle-space-lg)',
      'space.xl: var(--gamelle-space-xl)',
      'space.xxl: var(--gamelle-space-xxl)',
      'radius.sm: var(--gamelle-radius-sm)',
      'radius.md: var(--gamelle-radius-md)',
      'radius.lg: var(--gamelle-radius-lg)',
      'radius.full: var(--gamelle-radius-full)',
      'shadow.sm: var(--gamelle-shadow-sm)',
      'shadow.md: var(--gamelle-shadow-md)',
    ]);
  });

  it('Gamelle’s tokens give a value to every name of the contract', () => {
    const names = (tree: object) => leaves(tree).map((leaf) => leaf.slice(0, leaf.indexOf(':')));
    expect(names(gamelleTokens)).toEqual(names(vars));
  });
});
