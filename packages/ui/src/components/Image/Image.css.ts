import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  filter: 'blur(4px)',
  transform: 'scale(1.05)',
});
/** The sharp image sits on the placeholder and covers it as it arrives, with or without JavaScript. */
export const image = style({ position: 'relative', display: 'block', width: '100%', height: 'auto' });
