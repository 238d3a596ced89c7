import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  marginBlockStart: vars.space.md,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
