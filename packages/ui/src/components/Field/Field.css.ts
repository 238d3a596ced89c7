import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'grid', gap: vars.space.xxs, marginBlockEnd: vars.space.md });
export const label = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });
export const required = style({ color: vars.color.critical, marginInlineStart: vars.space.xxs });
export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.strong,
  margin: 0,
});
export const control = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });
/**
 * A control with a button beside its input (PasswordField's « Afficher »): the button goes under
 * the input when both do not fit the line (a 320 px screen, WCAG 1.4.10), the input then full width.
 */
export const controlWithButton = style([control, { flexWrap: 'wrap' }]);
globalStyle(`${controlWithButton} > input`, { flex: '1 1 12rem' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: 2 },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});
export const textarea = style([input, { minHeight: 120, padding: vars.space.sm, resize: 'vertical' }]);
export const suffix = style({ display: 'inline-flex', alignItems: 'center', color: vars.color.textMuted });
/**
 * A radio button or checkbox with its words: a 44 px target (WCAG 2.5.8), its words centred in it
 * on one line; on several lines (« Colissimo à domicile — 5,90 € — Livré en 2 à 3 jours ouvrés » on
 * a phone) the mark stays level with the first, not halfway down the words.
 */
export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: 44,
  paddingBlock: 'calc((44px - 1lh) / 2)',
  boxSizing: 'border-box',
  cursor: 'pointer',
});
export const checkInput = style({
  flex: 'none',
  width: 22,
  height: 22,
  margin: 0,
  // Centred on the first line: its `lh` is the words' line (the label's size and line height).
  font: 'inherit',
  marginBlockStart: 'calc((1lh - 22px) / 2)',
  accentColor: vars.color.accentStrong,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  // A fieldset is as wide as its content by default: in a narrow column it would push the page sideways.
  minInlineSize: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  marginBlockEnd: vars.space.md,
});
export const legend = style([label, { padding: 0, marginBlockEnd: vars.space.xxs }]);
