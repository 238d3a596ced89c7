import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** The last order's line: two lines kept for it from the first paint (it wraps on a phone). */
export const lastOrder = style({ minBlockSize: `calc(2 * ${vars.lineHeight.body} * 1em)` });

/** One pet in the carousel: its drawing or photo beside its name, kind, age and tools. */
export const pet = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  minBlockSize: '9rem',
  boxSizing: 'border-box',
});

export const petText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const petName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.strong });

/** The greeting keeps its line from the first paint (an empty paragraph would take none). */
export const greeting = style({ minBlockSize: `calc(${vars.lineHeight.body} * 1em)` });

/*
 * Placeholders sized by class, not by the kit's script-set size: the prerendered page shows them at
 * their size before any script runs (the page's rules forbid inline styles).
 */
export const greetingSkeleton = style({ inlineSize: '10em', blockSize: '1em' });
export const lastOrderSkeleton = style({ inlineSize: '60%', blockSize: '1em' });

/** The pets' room, the same loading, empty or filled: the carousel's buttons and one pet's card. */
const PETS_HEIGHT = '12.5rem';
export const petsSkeleton = style({ inlineSize: '100%', blockSize: PETS_HEIGHT });

export const petsEmpty = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  minBlockSize: PETS_HEIGHT,
  padding: vars.space.md,
  boxSizing: 'border-box',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const emptyArt = style({ inlineSize: '5rem', blockSize: '5rem' });
