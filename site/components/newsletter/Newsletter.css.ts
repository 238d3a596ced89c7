import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '36rem' });

export const title = style({ fontSize: vars.fontSize.md, margin: 0 });

export const help = style({ margin: 0 });

/** The field and its button side by side from a tablet, the button level with the input. */
export { fieldAndButton as row } from '../../styles/controls.css';
