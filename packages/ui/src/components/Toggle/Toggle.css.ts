import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  width: 44,
  height: 24,
  margin: 0,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  cursor: 'pointer',
  transition: 'background 150ms ease',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 3,
      left: 3,
      width: 18,
      height: 18,
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 150ms ease',
    },
    '&:checked': { background: vars.color.accentStrong },
    '&:checked::after': { transform: 'translateX(20px)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
