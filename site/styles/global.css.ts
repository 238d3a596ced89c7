import { vars } from '@gamelle/ui/theme';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
});
// Form controls take the page's typeface and colour, not the browser's own (Arial, black); their
// sizes stay the ones each control's style gives (the header's rows and the 320 px reflow rely on them).
globalStyle('button, input, select, textarea', { fontFamily: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.accentStrong });
globalStyle('a:focus-visible, button:focus-visible, select:focus-visible, summary:focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });
globalStyle('summary', {
  cursor: 'pointer',
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  listStyle: 'none',
});
// A flex summary loses the browser's triangle: a drawn chevron says it opens, and turns when open.
globalStyle('summary::-webkit-details-marker', { display: 'none' });
globalStyle('summary::after', {
  content: '""',
  flexShrink: 0,
  width: '0.5em',
  height: '0.5em',
  marginInlineStart: 'auto',
  marginInlineEnd: '0.25em',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-25%) rotate(45deg)',
});
globalStyle('details[open] > summary::after', { transform: 'translateY(25%) rotate(-135deg)' });
