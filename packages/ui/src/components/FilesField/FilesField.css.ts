import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { visuallyHidden as hidden } from '../../private/visually-hidden.css';

/**
 * The picker: the shop's button and « Aucun fichier choisi » in the page's language, where the
 * browser would draw its own button in its own language (« Choose File »). The native input lies
 * over them, transparent: it takes the click, the keyboard's focus and the label, as before; its
 * focus and hover show on the drawn button. Never wider than its column (WCAG 1.4.10 reflow).
 */
export const picker = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  maxInlineSize: '100%',
});
export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
export const pickerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.lg,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  selectors: {
    [`${input}:focus-visible ~ &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}:hover ~ &`]: { background: vars.color.surfaceMuted },
  },
});
export const pickerState = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
