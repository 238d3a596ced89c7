import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const frame = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const nav = style({ display: 'grid', gap: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: {
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.strong,
      background: vars.color.surfaceMuted,
      textDecoration: 'none',
    },
  },
});

export const main = style({ minWidth: 0 });

/** The logout entry reads as one of the menu's links. */
export const logout = style([
  link,
  {
    width: '100%',
    textAlign: 'start',
    font: 'inherit',
    background: 'none',
    border: 'none',
    cursor: 'pointer',
    textDecoration: 'underline',
  },
]);
