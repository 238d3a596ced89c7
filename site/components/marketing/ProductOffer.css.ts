import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const offer = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlockStart: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
});

export const text = style({ margin: 0 });
