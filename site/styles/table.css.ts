import { vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { hairline } from './hairline';

/**
 * A table of figures (a menu's quantities, a product's analysis, a shop's hours): the width it is
 * given, its caption above and aligned with it, a line between rows, the head on a tinted band,
 * figures in columns of equal digits.
 */
export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} caption`, {
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBlockEnd: hairline,
});
globalStyle(`${table} thead th`, {
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.strong });
