import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { accentButton } from '../../../styles/controls.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
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

export const purchase = style({ display: 'grid', gap: vars.space.md, marginBlock: vars.space.lg });
// The formats and the way to buy: answers drawn as cards, as the guide's formats.
export { fieldset, legend, option, optionInput, options, optionText } from '../../../styles/options.css';
export const inStock = style({ color: vars.color.positive });
export const outOfStock = style({ color: vars.color.critical });
export const frequency = style({ display: 'grid', gap: vars.space.xxs, marginTop: vars.space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
/** The add-to-cart button: the accent button, wider. */
export const addButton = style([accentButton, { padding: `0 ${vars.space.xl}` }]);
export const status = style({ minHeight: '1.5em' });
export const error = style({ color: vars.color.critical });
export const quantity = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: 48 });
globalStyle(`${quantity} input`, { width: '4.5rem', minHeight: 44, font: 'inherit', textAlign: 'center' });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The ration calculator: a column of fields, as wide as a line of text reads well. */
export const tool = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '40rem' });
export const toolResult = style({ display: 'grid', gap: vars.space.xs });
