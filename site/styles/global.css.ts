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
globalStyle('a', { color: vars.color.accentStrong });
globalStyle('a:focus-visible, button:focus-visible, summary:focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight });
globalStyle('summary', { cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center' });
