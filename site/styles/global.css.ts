import { gamelleTokens, vars } from '@gamelle/ui/theme';
import { createGlobalTheme, globalFontFace, globalStyle } from '@vanilla-extract/css';

/**
 * The shop's typeface: Figtree, a variable font self-hosted from the npm registry
 * (`@fontsource-variable/figtree`, its `@font-face` rule in `styles/fonts.css`), one 20 kB file for
 * every weight of the Latin alphabet, which Vike preloads. Until it arrives the text
 * shows in « Figtree fallback »: the system's Arial (Liberation Sans on Linux) scaled to Figtree's
 * width and line box, so that nothing moves when the font swaps in (CLS 0).
 */
const FALLBACK = 'Figtree fallback';
globalFontFace(FALLBACK, {
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans"), local("Helvetica"), local("Arimo")',
  // Measured in Chromium by `e2e/typography.spec.ts` (a French paragraph in both faces): Figtree's
  // regular weight is 2 % wider than Arial; its ascent and descent are 0.95 and 0.25 em, no line gap.
  sizeAdjust: '102%',
  ascentOverride: '93.1%',
  descentOverride: '24.5%',
  lineGapOverride: '0%',
});
const figtree = `"Figtree Variable", "${FALLBACK}", system-ui, sans-serif`;

// The kit's theme at the document's root: `body` and everything
// in it read the same `--gamelle-*` variables, nothing falls back to the browser's defaults.
createGlobalTheme(':root', vars, { ...gamelleTokens, font: { body: figtree, heading: figtree } });

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
// Ticks and dots in the brand's colour, not the browser's blue (accentStrong: 7.4:1 on white).
// Weightless (`:where`): a component's own class wins, as the kit's switch and its 22 px choices.
globalStyle(':where(input[type="checkbox"], input[type="radio"])', {
  accentColor: vars.color.accentStrong,
  width: '1.125rem',
  height: '1.125rem',
});
// A select or a text field the kit does not draw (its own classes win: `:where` weighs nothing)
// looks like the kit's: a comfortable target, the theme's border and corners.
globalStyle(
  ':where(select, textarea, input:not([type="checkbox"], [type="radio"], [type="range"], [type="file"], [type="submit"], [type="button"], [type="hidden"]))',
  {
    minHeight: 44,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
);
globalStyle('fieldset', { minInlineSize: 0 });
globalStyle('a', { color: vars.color.accentStrong });
globalStyle('a:focus-visible, button:focus-visible, select:focus-visible, summary:focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
// The type scale: each heading level one step of the theme's scale, headings a
// little tighter and heavier than text, paragraphs no wider than a comfortable line.
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: vars.letterSpacing.tight,
  textWrap: 'balance',
  // A word longer than the line breaks rather than push the page sideways (WCAG 1.4.10 reflow):
  // Dutch writes one word where French writes four (« Toegankelijkheidsverklaring », 375 px at 320).
  overflowWrap: 'break-word',
});
globalStyle('h1', { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
globalStyle('h2', { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });
globalStyle('h3', { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
globalStyle('h4', { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug });
globalStyle('main p', { maxWidth: vars.measure.text });
globalStyle('strong, b, th', { fontWeight: vars.fontWeight.medium });
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
