import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * Answers drawn as cards, each a native radio button with its label (a product's formats and way
 * to buy, the guide's formats): the whole card is the target, the chosen one outlined.
 */
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  // A fieldset is as wide as its content by default: in a narrow column it would push the page sideways.
  minInlineSize: 0,
  // As wide as its column even where the column's items keep their own width.
  justifySelf: 'stretch',
  display: 'grid',
  gap: vars.space.xs,
});
export const legend = style({ fontWeight: vars.fontWeight.strong, marginBottom: vars.space.xs, padding: 0 });
export const options = style({ display: 'grid', gap: vars.space.xs });
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: 44,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-checked]': {
      borderColor: vars.color.accentStrong,
      boxShadow: `inset 0 0 0 1px ${vars.color.accentStrong}`,
    },
  },
});
/** The radio button on the first line of its text, as large as the kit's. */
export const optionInput = style({
  flex: 'none',
  inlineSize: 22,
  blockSize: 22,
  margin: 0,
  // Centred on the first line of its words (the page's size and line height).
  marginBlockStart: `calc((${vars.fontSize.md} * ${vars.lineHeight.body} - 22px) / 2)`,
  accentColor: vars.color.accentStrong,
});
export const optionText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});
