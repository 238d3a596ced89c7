import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.sm,
});
/**
 * A box: its checkbox (or radio button) at the start of its first line, then its picture, title and
 * description in one column beside it, so that the mark never lies over the words.
 */
export const box = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  alignContent: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accentStrong, background: vars.color.surfaceMuted },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const input = style({
  gridColumn: 1,
  gridRow: 1,
  width: 20,
  height: 20,
  margin: 0,
  accentColor: vars.color.accentStrong,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
/** The picture, the title and the description: the column beside the mark. */
export const content = style({ gridColumn: 2 });
export const label = style([content, { fontWeight: vars.fontWeight.strong }]);
