import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, type StyleRule, style } from '@vanilla-extract/css';

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
/** The lines of a notice (the kit's `Alert`): no margin of their own, a small gap between them. */
export const notice = style({ margin: 0, selectors: { '& + &': { marginBlockStart: vars.space.xs } } });

/** A form's placeholders while it loads, one under the other. */
export const formLoading = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
/** A field's placeholders: its label and its box, as the kit's `Field` lays them out. */
export const fieldLoading = style({ display: 'grid', gap: vars.space.xxs, marginBlockEnd: vars.space.md });
/**
 * A placeholder's box while the order loads, sized by the stylesheet: the prerendered page holds
 * the place of what is coming from its first paint, before any script (the kit's `Skeleton` is
 * sized by a script; here it fills this box, a grid cell).
 */
const bone = (width: string, height: string, rule: StyleRule = {}) =>
  style({ display: 'grid', width, height, ...rule });
export const bones = {
  /** The five steps, each the width of its name (« 2. Adresse de facturation »…): they wrap as the names do. */
  steps: [
    bone('5.875rem', '2.5rem'),
    // The current step is framed: taller than the others.
    bone('16rem', '2.75rem'),
    bone('11.875rem', '2.5rem'),
    bone('12rem', '2.5rem'),
    bone('13.625rem', '2.5rem'),
  ],
  stepTitle: bone('45%', '1.8125rem'),
  label: bone('35%', '1.5rem'),
  legend: bone('40%', '1.5rem'),
  help: bone('70%', '1.3125rem'),
  /** The phone's help: two lines in the form's column (an example number, then what it is for). */
  helpTwoLines: bone('90%', '2.625rem'),
  input: bone('100%', '2.75rem'),
  countries: bone('100%', '8.75rem'),
  /**
   * The box « Enregistrer cette adresse dans mon carnet d’adresses » and its help, with the form's
   * gap: a line each from a tablet's width, two each on a phone (measured at 1280 and 390 px).
   */
  saveToBook: bone('80%', '9.5rem', { '@media': { [media.tablet]: { height: '5.25rem' } } }),
  choice: bone('100%', '2.75rem'),
  button: bone('8rem', '2.75rem'),
  totalsTitle: bone('60%', '1.1875rem'),
  totalsLines: bone('100%', '3rem'),
  amounts: bone('100%', '7.5rem'),
  /** The confirmation's notice: two lines in its box, more on a phone (the text wraps). */
  notice: bone('100%', '10rem', { '@media': { [media.tablet]: { height: '5.5rem' } } }),
  /** The amount and the payment method in their framed card. */
  facts: bone('100%', '5.75rem'),
  /** « Votre commande » and one line under it (an order of one product; more lines grow below). */
  confirmationLines: bone('100%', '3.875rem'),
  /** « Voir la commande » and « Continuer mes achats », two buttons on a line. */
  more: bone('60%', '2.75rem'),
};

/**
 * The confirmation: a receipt's column, its parts one under the other (the thanks, the amount and
 * payment, what to do for a delayed payment, the way on).
 */
export const confirmation = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '44rem', minInlineSize: 0 });
globalStyle(`${confirmation} > h1, ${confirmation} > h2, ${confirmation} > p`, { margin: 0 });
/** The confirmation's lines: what was ordered, a free sample « Offert », under its heading. */
export const confirmationLines = style({ display: 'grid', gap: vars.space.sm });
globalStyle(`${confirmationLines} > h2`, { margin: 0, fontSize: vars.fontSize.lg });
