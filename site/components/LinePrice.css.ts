import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** « Offert »: a line given with the order, in the shop's positive colour, never « 0,00 € ». */
export const offered = style({ color: vars.color.positive, fontWeight: vars.fontWeight.strong });
