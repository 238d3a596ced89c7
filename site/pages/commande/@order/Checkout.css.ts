import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  // One column that never grows past the screen (a grid track grows to its widest field otherwise).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
      gridTemplateAreas: '"steps steps" "step totals"',
      alignItems: 'start',
    },
  },
});
export const stepsNav = style({ '@media': { [media.tablet]: { gridArea: 'steps' } } });
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
const stepBase = { padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md } as const;
export const stepItem = style({ ...stepBase });
export const stepCurrent = style({
  ...stepBase,
  fontWeight: vars.fontWeight.strong,
  border: `2px solid ${vars.color.accentStrong}`,
});
export const stepButton = style({
  font: 'inherit',
  color: vars.color.accentStrong,
  textDecoration: 'underline',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  minHeight: '24px',
});
export const stepLocked = style({ color: vars.color.textMuted });
/** A stack of a step's parts (one column that never outgrows the screen). */
export const step = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});
/** The current step, in its area of the page's grid. */
export const stepArea = style([step, { '@media': { [media.tablet]: { gridArea: 'step' } } }]);
export const stepTitle = style({ margin: 0 });
export const totals = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.tablet]: { gridArea: 'totals' } },
});
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const amounts = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
globalStyle(`${amounts} dd`, { margin: 0, textAlign: 'end' });
export const strong = style({ fontWeight: vars.fontWeight.strong });
export const recap = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const recapBlock = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const recapTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const address = style({ fontStyle: 'normal', margin: 0 });
export const row = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'start' });
