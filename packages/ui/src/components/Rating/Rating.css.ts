import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const stars = style({ display: 'inline-flex', gap: 2 });
export const star = style({ width: '1.1em', height: '1.1em' });
