import { BREAKPOINTS, media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../styles/visually-hidden';

/**
 * The mini cart's parts are items of the header's grid (layouts/ShopLayout.css.ts): the link in the
 * `cart` area, the free-shipping progress on a row of its own below, at the row's end.
 */
export const root = style({ display: 'contents' });

export const link = style({
  gridArea: 'cart',
  justifySelf: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 44,
  paddingInline: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentStrong, textDecoration: 'underline' } },
});

export const icon = style({ flex: 'none', width: '1.5rem', height: '1.5rem' });

/**
 * « Mon panier » in words where the header's row has room for it (tablet, and from 1260 px); on a phone
 * and a small desktop, where the navigation needs the room, the bag stands for it (the link keeps its name).
 */
export const label = style({
  '@media': {
    [`screen and (max-width: ${BREAKPOINTS.mobile - 0.02}px), screen and (min-width: ${BREAKPOINTS.tablet}px) and (max-width: ${BREAKPOINTS.large - 0.02}px)`]:
      visuallyHiddenRule,
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  paddingInline: '0.3em',
  borderRadius: '999px',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const progress = style({
  gridColumn: '1 / -1',
  // Below desktop width: the first row free across the header (after the navigation's, if any).
  gridRow: 'auto',
  justifySelf: 'stretch',
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.desktop]: { gridColumn: 'tools-start / cart-end', gridRow: 2, justifySelf: 'end', width: '18rem' },
  },
});
