import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const coupon = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
/** The code's field and its button, the button level with the input. */
export { fieldAndButton as couponForm } from '../styles/controls.css';
