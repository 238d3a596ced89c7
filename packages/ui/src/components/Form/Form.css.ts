import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The error summary, apart from the first field under it (it touched the field's label). */
export const summary = style({ marginBlockEnd: vars.space.md });
