import { media, vars } from '@gamelle/ui/theme';
import { type StyleRule, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)', alignItems: 'start' } },
});
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const line = style({
  display: 'grid',
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
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const frequency = style({ display: 'grid', gap: vars.space.xs });
export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
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
const heading = { marginBlock: '1.245rem' };
export const bones = {
  count: bone('60%', '3.625rem', { ...heading, '@media': { [media.tablet]: { height: '1.8125rem' } } }),
  name: bone('min(26rem, 100%)', '2.375rem', { '@media': { [media.tablet]: { height: '1.5rem' } } }),
  unitPrice: bone('13.5rem', '1.5rem'),
  counter: bone('8.125rem', '2.875rem'),
  frequency: bone('min(17.75rem, 100%)', '3.4375rem'),
  remove: bone('7.25rem', '2.75rem'),
  lineTotal: bone('12rem', '1.5rem', { marginBlock: '1rem' }),
  summaryTitle: bone('50%', '1.8125rem', heading),
  progress: bone('100%', '2.0625rem'),
  totals: bone('100%', '5.5rem'),
  checkout: bone('100%', '3rem'),
  coupon: bone('100%', '9rem'),
};
