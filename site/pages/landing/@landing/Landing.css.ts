import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '42rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textDecoration: 'none',
});

export const title = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
