import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'grid', gap: vars.space.xl });

export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const skeletonField = style({ display: 'grid', gap: vars.space.xs });

export const success = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.positive}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});
