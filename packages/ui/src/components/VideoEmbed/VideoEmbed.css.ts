import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const video = style({
  width: '100%',
  aspectRatio: '16 / 9',
  background: '#000',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
