import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** Quieter than the price it follows, its figures aligned with it. */
export const unitPrice = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
