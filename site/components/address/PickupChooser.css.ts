import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.md });
export const search = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
