import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const coupon = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
