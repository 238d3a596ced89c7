import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A drawing of the shop: block, as wide as its class says, as high as its `viewBox`
 * keeps it; strokes with round ends and joins. Each part takes one of the theme's colours by a
 * one-letter class (`fill` and `stroke` are `currentColor`): the drawings follow the theme.
 */
export const art = style({
  display: 'block',
  flex: 'none',
  height: 'auto',
  maxWidth: '100%',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
const colours = {
  a: vars.color.accent,
  s: vars.color.accentStrong,
  t: vars.color.text,
  m: vars.color.textMuted,
  w: vars.color.surface,
  c: vars.color.surfaceMuted,
};
for (const [name, colour] of Object.entries(colours)) globalStyle(`${art} .${name}`, { color: colour });

/** An empty state's drawing, above its message. */
export const spot = style({ width: '9em', marginBlockEnd: vars.space.sm });

/** A category's animal, beside its title. */
export const badge = style({ width: '3.5em', '@media': { [media.tablet]: { width: '5em' } } });
