import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const table = style({ borderCollapse: 'collapse', width: '100%' });
export const cell = style({
  textAlign: 'start',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const variants = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const variant = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const muted = style({ color: vars.color.textMuted });
