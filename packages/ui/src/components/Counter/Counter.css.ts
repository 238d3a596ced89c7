import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const counter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  padding: 2,
});
export const step = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const input = style({
  width: '3.5ch',
  textAlign: 'center',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  MozAppearance: 'textfield',
  selectors: {
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, borderRadius: vars.radius.sm },
  },
});
