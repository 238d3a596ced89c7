import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const block = style({ marginBlock: vars.space.lg });
export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  marginBlock: `0 ${vars.space.sm}`,
});
export const story = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const storyTitle = style({ fontSize: vars.fontSize.xxl, fontFamily: vars.font.heading, margin: 0 });
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
globalStyle(`${linkRow} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
});
globalStyle(`${linkRow} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' } },
});
export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const cardTitle = style({ margin: `0 0 ${vars.space.xxs}`, fontSize: vars.fontSize.lg });
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const legend = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const timeline = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  display: 'grid',
  gap: vars.space.md,
});
export const smartLink = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
globalStyle(`${smartLink} a`, { color: vars.color.accentStrong, fontWeight: vars.fontWeight.strong });
