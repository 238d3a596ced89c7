import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, type StyleRule, style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../styles/visually-hidden';

// WCAG 1.4.10 reflow: every grid of the cart is one column as wide as the screen allows
// (`minmax(0, 1fr)`), never as wide as its widest content — the frequency select sized by its longest
// option (« Livraison toutes les 3 semaines ») made a 320 px phone scroll sideways.
const fitted = 'minmax(0, 1fr)';
export const layout = style({
  display: 'grid',
  gridTemplateColumns: fitted,
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)', alignItems: 'start' } },
});
/** The cart said after a change, for screen readers: the page shows the same in its lines and totals. */
export const announcement = style(visuallyHiddenRule);
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: fitted,
  gap: vars.space.md,
});
export const line = style({
  display: 'grid',
  gridTemplateColumns: fitted,
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const lineHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const lineName = style({ margin: 0, fontSize: vars.fontSize.md });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
/** « Échantillon offert »: a free sample's line says what it is where a unit price would be. */
export const sampleTag = style({
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.strong,
});
/** The suggestions' place while the cart loads: kept, unseen (nothing below moves once they show). */
export const reserved = style({ visibility: 'hidden' });
/** A paragraph of an alert: no margin of its own inside the alert's padding. */
export const notice = style({ margin: 0 });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const frequency = style({ display: 'grid', gridTemplateColumns: fitted, gap: vars.space.xs, minWidth: 0 });
export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
// Each amount at the end of its line, under the others.
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end' });
export const total = style({ fontWeight: vars.fontWeight.strong });
export const checkout = style({
  display: 'inline-flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentStrong, color: vars.color.surface } },
});
/**
 * A placeholder's box while the cart loads, sized by the stylesheet: the prerendered page holds the
 * cart's place from its first paint, before any script (the kit's `Skeleton` is sized by a script;
 * here it fills this box, a grid cell). Heights on a phone where the text they stand for wraps.
 */
const bone = (width: string, height: string, rule: StyleRule = {}) =>
  style({ display: 'grid', width, height, ...rule });
// Heights from the theme's type scale, so that a placeholder follows the text it
// stands for: a title is one line of `xl` at the `snug` line height with the browser's h2 margins
// (0.83 em), a line of text one line of `md` at the `body` line height.
const titleLine = `calc(${vars.fontSize.xl} * ${vars.lineHeight.snug})`;
const textLine = `calc(${vars.fontSize.md} * ${vars.lineHeight.body})`;
const heading = { marginBlock: `calc(0.83 * ${vars.fontSize.xl})` };
export const bones = {
  count: bone('60%', titleLine, heading),
  // The product's name wraps to two lines on a phone (an h3 of `md` at `snug`).
  name: bone('min(26rem, 100%)', `calc(2 * ${vars.fontSize.md} * ${vars.lineHeight.snug})`, {
    '@media': { [media.tablet]: { height: textLine } },
  }),
  unitPrice: bone('13.5rem', textLine),
  counter: bone('8.125rem', '2.875rem'),
  frequency: bone('min(17.75rem, 100%)', '3.4375rem'),
  remove: bone('7.25rem', '2.75rem'),
  lineTotal: bone('12rem', textLine, { marginBlock: '1rem' }),
  summaryTitle: bone('50%', titleLine, heading),
  progress: bone('100%', '2.1rem'),
  // Three lines of totals, five where the summary's column is narrow (tablets, small laptops).
  totals: bone('100%', `calc(3 * ${textLine} + 2 * ${vars.space.xs})`, {
    '@media': {
      [media.tablet]: { height: `calc(5 * ${textLine} + 4 * ${vars.space.xs})` },
      [media.large]: { height: `calc(3 * ${textLine} + 2 * ${vars.space.xs})` },
    },
  }),
  checkout: bone('100%', `calc(${textLine} + 2 * ${vars.space.sm})`),
  // The coupon's field and button stack but on a wide screen.
  coupon: bone('100%', '9.05rem', { '@media': { [media.large]: { height: '5.55rem' } } }),
};
