import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { hairline } from '../../styles/hairline';

/** Cards side by side as the width allows: one on a phone, two or three on a desktop. */
export const grid = style({
  display: 'grid',
  // Columns as wide as lines of text, not pixels: with the text at 200 % there are fewer, wider cards.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A food: its packshot beside its name, format, price and price per kilogram, and its button. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'clamp(5.5rem, 30%, 8.5rem) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  blockSize: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  border: hairline,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  // A word longer than the card is wide breaks, never overflows.
  overflowWrap: 'anywhere',
});

/**
 * The recommended food: on a phone its picture small beside its name, what to choose under both;
 * from a tablet the picture large, beside everything needed to buy it.
 */
export const feature = style([
  card,
  {
    gridTemplateColumns: '6.5rem minmax(0, 1fr)',
    gridTemplateAreas: '"picture head" "body body"',
    alignItems: 'center',
    padding: vars.space.lg,
    '@media': {
      [media.tablet]: {
        gridTemplateColumns: 'minmax(10rem, 16rem) minmax(0, 1fr)',
        gridTemplateAreas: '"picture head" "picture body"',
        gridTemplateRows: 'auto 1fr',
        alignItems: 'start',
        columnGap: vars.space.xl,
      },
    },
  },
]);
export const featureHead = style({ gridArea: 'head', display: 'grid', gap: vars.space.xs, minInlineSize: 0 });
export const featureBody = style({
  gridArea: 'body',
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  minInlineSize: 0,
});

/** The picture's square: the packshot fills it, on the muted surface while it loads. */
export const picture = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});
export const featurePicture = style([picture, { gridArea: 'picture' }]);
globalStyle(`${picture} img`, { display: 'block', inlineSize: '100%', blockSize: 'auto' });

export const body = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', minInlineSize: 0 });

/** What the food is in the menu (« Ses croquettes », « Notre conseil »): a small line above the name. */
export const role = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.accentStrong,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug });
export const featureName = style([name, { fontSize: vars.fontSize.lg }]);
globalStyle(`${name} a`, { color: vars.color.text });

/** « Sac de 2 kg · 22,20 € TTC · 11,10 € / kg », wrapping between its parts. */
export const price = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The buttons, side by side, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0 });

/** The ration: the figure a person came for, set apart. */
export const ration = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.strong });

/**
 * A tool's results: their sections one under the other, each as wide as the page gives (a table of
 * quantities, a row of cards); their sentences kept to a line's readable length.
 */
export const results = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 });
export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
globalStyle(`${results} > p, ${section} > p`, { margin: 0, maxInlineSize: vars.measure.text });
globalStyle(`${section} > h2`, { margin: 0 });
