import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** One column on a phone, two cards side by side from a tablet; a card never grows past the screen. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

/** The card being edited holds the whole form: it takes the full width. */
export const editing = style({ gridColumn: '1 / -1' });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const favourite = style({ margin: 0, fontWeight: vars.fontWeight.strong, color: vars.color.text });

export const address = style({ fontStyle: 'normal' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const section = style({ display: 'grid', gap: vars.space.md, marginBlockEnd: vars.space.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The skeleton holds the place of one card, so the page does not move when the book arrives. */
export const skeletonCard = style([card, { minHeight: '12rem' }]);

/** The polite live region: present from the first paint, empty until a change is saved. */
export const status = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.md });
