import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { visuallyHidden as hidden } from '../../private/visually-hidden.css';

/**
 * The file input: never wider than its column (its button and « Aucun fichier choisi » are wider than
 * a 320 px screen's column in a large font; without this it widens the form, WCAG 1.4.10 reflow).
 */
export const input = style({
  minHeight: 44,
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  fontFamily: vars.font.body,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
