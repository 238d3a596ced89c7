import { vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A list of links shown as a row of comfortable targets (WCAG 2.2 target size). */
export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: `${vars.space.md} 0`,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${linkList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.xs,
});
