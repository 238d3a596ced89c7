import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.xs,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  height: '1.5em',
  paddingInline: '0.3em',
  borderRadius: '999px',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const progress = style({ width: 'min(18rem, 80vw)', fontSize: vars.fontSize.sm });
