import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Code in the page's own pieces, which Storybook's docs styles do not reach (`sb-unstyled`). */
const CODE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875em' };

/**
 * The « Guide de style » page's own pieces. They read only the theme contract, `vars`: the page
 * draws whatever theme is applied around it. Their containers also carry Storybook's `sb-unstyled`
 * class, so the docs page's typography does not restyle them.
 */

/** The choice of the theme the page shows. */
export const themeChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.lg} 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const themeChoiceLegend = style({ padding: `0 ${vars.space.xxs}`, fontWeight: vars.fontWeight.strong });
export const themeOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** A list with no bullets, inside a table cell or as a row of boxes. */
export const plainList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${plainList} code`, CODE);

/** A colour's swatch and name, side by side. */
export const tokenName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** A size that reads as one piece (« 28 à 36 px »), kept on one line. */
export const nowrap = style({ display: 'block', whiteSpace: 'nowrap' });

/** A colour's swatch, in front of its name. */
export const swatch = style({
  display: 'inline-block',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  flex: 'none',
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
});

/** One contrast of a colour: its sample, then the ratio and the level, in words. */
export const pair = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
/** « Aa » in the text colour on the background: what the ratio measures. */
export const textSample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '2.5rem',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.6,
});
/** A border or a focus ring: a line of the colour on the background (not text). */
export const lineSample = style({
  display: 'inline-block',
  inlineSize: '2.5rem',
  blockSize: '1.6em',
  boxSizing: 'border-box',
  borderWidth: 3,
  borderStyle: 'solid',
  borderRadius: vars.radius.sm,
});

/** A line of the type scale, at the size, family, line height or weight of its row. */
export const typeSample = style({
  display: 'block',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.tight,
});
/** A paragraph narrow enough to wrap, to show a line height. */
export const paragraphSample = style({ maxInlineSize: '30ch' });

/** A `measure` token: its name, then a paragraph as wide as it lets a line be. */
export const measure = style({ margin: `${vars.space.md} 0`, padding: vars.space.md, background: vars.color.surface });
export const measureLabel = style({ margin: `0 0 ${vars.space.xs}` });
globalStyle(`${measureLabel} code`, CODE);

/** A space token as a bar of its width. */
export const spaceBar = style({ display: 'block', blockSize: '1rem', background: vars.color.accentStrong });

/** Radii and shadows: a row of boxes, each with its token under it. */
export const boxes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: `${vars.space.md} 0`,
  padding: vars.space.xs,
  listStyle: 'none',
});
export const boxItem = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xs });
globalStyle(`${boxItem} code`, CODE);
export const radiusBox = style({
  inlineSize: '5rem',
  blockSize: '5rem',
  background: vars.color.surfaceMuted,
  border: `2px solid ${vars.color.border}`,
});
export const shadowBox = style({
  inlineSize: '6rem',
  blockSize: '4rem',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

/** The composition of « Composants en contexte »: a shop's page, in the theme's colours and type. */
export const scene = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  alignItems: 'start',
  gap: vars.space.xl,
  margin: `${vars.space.md} 0`,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const cardTitle = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});
export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const cardPrice = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const cardLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
});
