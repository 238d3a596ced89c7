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
// Its checkbox centred on the words and as large as the kit's (the browser's margins are uneven).
globalStyle(`${choice} > input`, {
  flex: 'none',
  inlineSize: 20,
  blockSize: 20,
  margin: 0,
  accentColor: vars.color.accentStrong,
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

/** A link that leads to the page's next step, drawn as the main button (the order after its confirmation). */
export const primaryLink = style([
  accentButton,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 44,
    textDecoration: 'none',
  },
]);

/** A link to another way on, drawn as the outlined button beside the main one. */
export const secondaryLink = style([
  primaryLink,
  {
    background: vars.color.surface,
    color: vars.color.text,
    border: `2px solid ${vars.color.border}`,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
]);

/** Buttons and button-like links side by side, wrapping on a phone. */
export const actionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * A field and its button on one line from a tablet (the newsletter's e-mail, a coupon's code): the
 * button level with the input, below the label, whatever the field shows under its input (an
 * error); under the field on a phone.
 */
export const fieldAndButton = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});
// The kit's field keeps a margin under it for a form's column: here the row spaces its own parts.
globalStyle(`${fieldAndButton} > :first-child`, { marginBlockEnd: 0 });
globalStyle(`${fieldAndButton} > button`, {
  justifySelf: 'start',
  '@media': {
    // One label's line (the page's size and line height) and the field's gap above the input.
    [media.tablet]: { marginBlockStart: `calc(${vars.fontSize.md} * ${vars.lineHeight.body} + ${vars.space.xxs})` },
  },
});
