import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const fields = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem', marginTop: vars.space.lg });
export const sent = style({
  maxWidth: '40rem',
  marginTop: vars.space.lg,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.positive}`,
  borderRadius: vars.radius.md,
});
