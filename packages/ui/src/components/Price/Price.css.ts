import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const price = style({ fontWeight: vars.fontWeight.strong, fontVariantNumeric: 'tabular-nums' });
export const previous = style({
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  fontWeight: vars.fontWeight.regular,
  marginInlineStart: vars.space.xs,
});
