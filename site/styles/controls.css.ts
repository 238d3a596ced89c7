import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { hairline } from './hairline';

/** The sort select of a product list (category, search), with its label above. */
export const sort = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.strong,
});

/** The select itself: a comfortable target like the choices (it was the browser's 18 px control). */
globalStyle(`${sort} select`, {
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
});

/**
 * The filters of a product list (category, search), a native disclosure: closed below desktop
 * width, where the facets (up to a dozen values each) filled the first screen before any product;
 * always shown from desktop width, beside the list, where the summary is dropped. Only where the browser can style `::details-content`:
 * elsewhere the summary stays, and the filters open with it at every width.
 */
export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const filtersSummary = style({
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.strong,
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

/** A group of filter choices of a product list. */
export const facet = style({
  border: 0,
  borderTop: hairline,
  margin: 0,
  padding: `${vars.space.sm} 0 0`,
});
globalStyle(`${facet} legend`, {
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xxs,
  fontWeight: vars.fontWeight.strong,
});
globalStyle(`${facet} legend + *`, { clear: 'both' });

/** One filter choice: a comfortable target (WCAG 2.2 target size). */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  cursor: 'pointer',
});

/** The number of products behind a choice. */
export const count = style({ color: vars.color.textMuted });

/** The page's main action as a plain button (the kit's Button costs its variant runtime, ADR 0005). */
export const accentButton = style({
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', background: vars.color.surfaceMuted, color: vars.color.text },
  },
});
