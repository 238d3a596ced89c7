import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const listing = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '15rem 1fr', alignItems: 'start' } },
});

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/**
 * The filters, a native disclosure: closed below desktop width, where the facets (up to a dozen
 * values each) filled the first screen before any product; always shown from desktop width, beside
 * the list, where the summary is dropped. Only where the browser can style `::details-content`:
 * elsewhere the summary stays, and the filters open with it at every width.
 */
export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const filtersSummary = style({
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  '@media': { [media.desktop]: { '@supports': { 'selector(::details-content)': { display: 'none' } } } },
});

globalStyle(`${filters}::details-content`, {
  '@media': {
    [media.desktop]: {
      '@supports': { 'selector(::details-content)': { display: 'contents', contentVisibility: 'visible' } },
    },
  },
});

export const filterGroups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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

export { choice, count, facet, sort } from '../../styles/controls.css';
