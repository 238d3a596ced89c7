import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const trigger = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.text,
      borderBottomColor: vars.color.accent,
      fontWeight: vars.fontWeight.strong,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const panel = style({
  paddingBlock: vars.space.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});
