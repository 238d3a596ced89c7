import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** A sign-in form reads best in a narrow column, not across a wide screen. */
export const narrow = style({ maxWidth: '30rem', display: 'grid', gap: vars.space.sm });
