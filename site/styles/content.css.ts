import { vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A list of links shown as a row of comfortable targets (WCAG 2.2 target size). */
export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
  padding: 0,
  listStyle: 'none',
});

// Each link a chip: a rounded outline, filled when pointed at.
globalStyle(`${linkList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});
globalStyle(`${linkList} a:hover`, { background: vars.color.surfaceMuted, borderColor: vars.color.accentStrong });

/**
 * A block below the fold: the browser skips its layout and paint until it nears the viewport
 * (`content-visibility: auto`), so the first layout of a long page is smaller (Lighthouse TBT,
 * ADR 0009). Its text stays in the document (find in page, screen readers, links, focus); the
 * size stands in for it until it is first rendered, then it keeps its last real size.
 */
export const belowFold = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' });
