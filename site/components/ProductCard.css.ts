import { vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { hairline } from '../styles/hairline';

export const grid = style({
  display: 'grid',
  // Columns as wide as 14 lines of text's height, not pixels: with the text at 200 % (WCAG 1.4.4)
  // there are fewer, wider cards, and a long name still fits its card.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/**
 * A card out of view is neither laid out nor painted until it nears the viewport (ADR 0009): a
 * category's 24 cards no longer weigh on the page's first layout.
 */
globalStyle(`${grid} > li`, { contentVisibility: 'auto', containIntrinsicSize: 'auto 380px' });
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: hairline,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  transition: 'box-shadow 150ms ease, border-color 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.border },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  // A word longer than the card is wide (« hypoallergéniques » in a large text) breaks, never overflows:
  // the card's containment would cut it off.
  overflowWrap: 'anywhere',
});
export const name = style({ margin: 0, fontSize: vars.fontSize.md });
globalStyle(`${name} a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${name} a::after`, { content: '""', position: 'absolute', inset: 0 });
globalStyle(`${name} a:focus-visible`, { outline: 'none' });
// Inside the card: a card below the fold is rendered only near the viewport, and that containment
// clips what paints outside it (see `grid > li`).
globalStyle(`${card}:has(a:focus-visible)`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' });
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** The price per kilogram (or litre), on its own line under the price (directive 98/6/EC). */
export const unitPrice = style({ display: 'block', fontVariantNumeric: 'tabular-nums' });
