import { vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const name = style({ margin: 0, fontSize: vars.fontSize.md });
globalStyle(`${name} a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${name} a::after`, { content: '""', position: 'absolute', inset: 0 });
globalStyle(`${name} a:focus-visible`, { outline: 'none' });
globalStyle(`${card}:has(a:focus-visible)`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
