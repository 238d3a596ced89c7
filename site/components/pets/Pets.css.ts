import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** One card a row on a phone, two from a tablet. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A pet's card: its photo (or initial) beside its name and summary. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const photo = style({
  inlineSize: '4rem',
  blockSize: '4rem',
  borderRadius: '50%',
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
});

export const bigPhoto = style([photo, { inlineSize: '8rem', blockSize: '8rem' }]);

/** The drawn head in the avatar's circle, with a margin all round. */
export const drawing = style({ inlineSize: '72%', blockSize: '72%' });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const stack = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

/** One part of the pet form: its title, then its fields. */
export const part = style({
  display: 'grid',
  gap: vars.space.md,
  // A step not shown (the guide's): the class's `display` must not win over `hidden`.
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Buttons side by side, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
