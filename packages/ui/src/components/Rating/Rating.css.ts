import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const rating = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
/** « 4,1 sur 5 », « · 221 avis »: each piece stays on one line; the pieces wrap as a whole. */
export const text = style({ whiteSpace: 'nowrap' });
/** Five stars of 1.1em in one drawing (132 × 24 units). */
export const stars = style({ width: `${(1.1 * 132) / 24}em`, height: '1.1em', flex: 'none' });
