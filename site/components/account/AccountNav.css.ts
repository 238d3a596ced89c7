import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';
import { hairline } from '../../styles/hairline';

export const frame = style({
  display: 'grid',
  gap: vars.space.lg,
  // A whole screen from the first paint: the footer starts under the fold, so a view whose data
  // comes taller than its placeholder moves nothing the shopper sees (layout shift ≤ 0.05).
  minBlockSize: '100vh',
  // The room left over goes under the content, not between the menu's rows of links on a phone.
  alignContent: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const nav = style({ display: 'grid', gap: vars.space.sm });

/** On a phone the menu's links wrap as chips (eight links in a column filled the first screen). */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [media.tablet]: { display: 'grid', gap: vars.space.xxs } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: hairline,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { [media.tablet]: { border: 0, borderRadius: vars.radius.md } },
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      fontWeight: vars.fontWeight.strong,
      background: vars.color.surfaceMuted,
      borderColor: vars.color.accentStrong,
    },
  },
});

/**
 * The view beside the menu: a container whose width its label and value pairs read (Orders.css
 * `facts`), in its own letters' size, so that with the text at 200 % they take fewer columns.
 */
export const main = style({ minWidth: 0, containerType: 'inline-size' });

/** The logout entry reads as one of the menu's links. */
export const logout = style([
  link,
  {
    textAlign: 'start',
    font: 'inherit',
    background: 'none',
    cursor: 'pointer',
    '@media': { [media.tablet]: { width: '100%' } },
  },
]);
