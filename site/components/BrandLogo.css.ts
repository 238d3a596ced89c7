import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** The mark and the name side by side, on the text's line, the mark sized by the name's letters. */
export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: '0.35em' });

/** The bowl, in the accent; its rim (`rim`) in the text's colour and its paw (`paw`) in the surface's. */
export const mark = style({ width: '2em', height: '1.1em', flex: 'none', fill: vars.color.accent });
export const rim = style({ fill: vars.color.text });
export const paw = style({ fill: vars.color.surface });
