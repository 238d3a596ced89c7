import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** A stack of sections or cards. */
export const stack = style({ display: 'grid', gap: vars.space.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

/** One order: a card whose height is known before its data (the skeleton takes the same). */
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/**
 * Label and value pairs, two pairs a row where the account's view (AccountNav.css `main`) is 40 of
 * its letters wide: measured in letters, not pixels, so that the text at 200 % keeps one pair a row
 * and no value is squeezed out of the page (WCAG 1.4.4).
 */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@container': {
    '(min-width: 40em)': { gridTemplateColumns: 'max-content minmax(0, 1fr) max-content minmax(0, 1fr)' },
  },
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted });

export const addresses = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const address = style({ fontStyle: 'normal', overflowWrap: 'anywhere' });

export const more = style({ justifySelf: 'start' });

/** Buttons side by side, wrapping on a phone. */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** A statement quoted as the customer makes it (a withdrawal's, ADR 0028): set apart by a rule, not by italics. */
export const statement = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

/** A paragraph of a stack: the stack's gap spaces it, not the browser's margins. */
export const text = style({ margin: 0 });
