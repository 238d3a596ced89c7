import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** The title and its description, the category's animal beside them. */
export const intro = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const listing = style({
  display: 'grid',
  // One column as wide as the screen on a phone: the sort's longest option or a facet's label
  // never widens it past the screen (WCAG 1.4.10).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '15rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const total = style({ margin: `0 0 ${vars.space.md}` });

export const error = style({ marginBlock: vars.space.md });

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });

export const button = style({
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: `2px solid ${vars.color.accentStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.accentStrong,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
  },
});

export { choice, count, facet, filterGroups, filters, filtersSummary, sort } from '../../styles/controls.css';
