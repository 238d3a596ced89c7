import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** SPEC §9: "height 3 px". */
export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: 100,
  background: vars.color.accentStrong,
  transformOrigin: 'left',
  transform: 'scaleX(0)',
  pointerEvents: 'none',
  opacity: 1,
  transition: 'transform 200ms ease-out, opacity 300ms ease',
  selectors: { '&[data-state="hidden"]': { opacity: 0 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'opacity 300ms ease' } },
});
