import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: 24 });
globalStyle(`${item} + ${item}::before`, { content: '"›"', color: vars.color.textMuted });
globalStyle(`${item} a`, {
  color: vars.color.accentStrong,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
});
