import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0.4 }, to: { opacity: 1 } });

export const root = style({ position: 'relative', display: 'grid', gap: vars.space.xs });
/** SPEC §9: "heights 320/329/401/500 px" from mobile to large screens. */
export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  height: 320,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  touchAction: 'pan-y',
  '@media': {
    [media.tablet]: { height: 329 },
    [media.desktop]: { height: 401 },
    [media.large]: { height: 500 },
  },
});
export const slide = style({
  position: 'absolute',
  inset: 0,
  animation: `${fade} 400ms ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const controls = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const position = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
