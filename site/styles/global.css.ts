import { gamelleTokens, vars } from '@gamelle/ui/theme';
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

// The kit's theme at the document's root (issue 28 item 1, issue 31 item 1): `body` and everything
// in it read the same `--gamelle-*` variables, nothing falls back to the browser's defaults.
createGlobalTheme(':root', vars, gamelleTokens);

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
// Form controls take the page's font and colour, not the browser's own (« Arial 13.33px », black).
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
// A control or a group of them never widens its column past the screen: a select as wide as its
// longest option, or a fieldset as wide as its widest word, at 320 px (WCAG 1.4.10 reflow).
globalStyle('input, select, textarea', { maxWidth: '100%' });
globalStyle('fieldset', { minInlineSize: 0 });
globalStyle('a', { color: vars.color.accentStrong });
globalStyle('a:focus-visible, button:focus-visible, select:focus-visible, summary:focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });
// A title the script gave the focus to (after a page change, a step) is not a control: no ring.
globalStyle('h1[tabindex="-1"]:focus, h2[tabindex="-1"]:focus', { outline: 'none' });
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
