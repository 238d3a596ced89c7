import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const group = style({
  border: 0,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** Each answer a target of 44 px at least (WCAG 2.5.8). */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: 44,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
