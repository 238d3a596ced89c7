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
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', padding: vars.space.xl, gap: vars.space.xl } },
});
globalStyle(`${story} > div`, { display: 'grid', gap: vars.space.md, justifyItems: 'start' });
globalStyle(`${story} > div > p`, { margin: 0 });
export const storyTitle = style({
  fontSize: vars.fontSize.xxl,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  margin: 0,
  textWrap: 'balance',
  // The home's first story speaks loudest: the theme's display size.
  selectors: { '[data-variant="hero"] &': { fontSize: vars.fontSize.display } },
});
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
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  // A hairline: the card is a frame, not a control (a control's edge keeps the 3:1 border).
  border: `1px solid color-mix(in srgb, ${vars.color.border} 35%, ${vars.color.surface})`,
  background: vars.color.surface,
});
globalStyle(`${card} > p`, { margin: 0, color: vars.color.textMuted });
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
