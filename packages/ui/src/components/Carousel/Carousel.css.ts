import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fade = keyframes({ from: { opacity: 0.4 }, to: { opacity: 1 } });

export const root = style({ position: 'relative', display: 'grid', gap: vars.space.xs });
const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  touchAction: 'pan-y',
});
export const viewport = styleVariants({
  /** SPEC §9: "heights 320/329/401/500 px" from mobile to large screens. */
  spec: [
    frame,
    {
      height: 320,
      '@media': {
        [media.tablet]: { height: 329 },
        [media.desktop]: { height: 401 },
        [media.large]: { height: 500 },
      },
    },
  ],
  /** Every slide in the same cell: the frame is as tall as the tallest. */
  content: [frame, { display: 'grid' }],
});
const appear = style({
  animation: `${fade} 400ms ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const slide = styleVariants({
  spec: [appear, { position: 'absolute', inset: 0 }],
  // A slide not shown keeps its room (hidden from everyone, not from the layout).
  content: [appear, { gridArea: '1 / 1', selectors: { '&[hidden]': { display: 'block', visibility: 'hidden' } } }],
});
export const controls = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const position = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
