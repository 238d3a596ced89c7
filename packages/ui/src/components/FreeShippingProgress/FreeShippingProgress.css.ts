import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });
export const bar = style({
  width: '100%',
  height: 8,
  appearance: 'none',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.positive,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceMuted, borderRadius: vars.radius.full },
    '&::-webkit-progress-value': { background: vars.color.positive, borderRadius: vars.radius.full },
    '&::-moz-progress-bar': { background: vars.color.positive, borderRadius: vars.radius.full },
  },
});
