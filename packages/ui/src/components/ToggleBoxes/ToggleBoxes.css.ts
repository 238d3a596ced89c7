import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.sm,
});
export const box = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accentStrong, background: vars.color.surfaceMuted },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const input = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  width: 18,
  height: 18,
  margin: 0,
  accentColor: vars.color.accentStrong,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const label = style({ fontWeight: vars.fontWeight.strong });
