import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'grid', gap: vars.space.xl });

export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const skeletonField = style({ display: 'grid', gap: vars.space.xs });

/** What a deletion does, one consequence a line. */
export const consequences = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

/** The deletion dialog's content: what happens, then the password, spaced alike. */
export const dialogBody = style({ display: 'grid', gap: vars.space.md });

/** A paragraph spaced by its section's gap, not the browser's margins. */
export const text = style({ margin: 0 });
