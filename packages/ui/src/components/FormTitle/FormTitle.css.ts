import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ marginBlockEnd: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
