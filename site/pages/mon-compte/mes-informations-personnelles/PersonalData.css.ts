import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'grid', gap: vars.space.xl });

export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const skeletonField = style({ display: 'grid', gap: vars.space.xs });
