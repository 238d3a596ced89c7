import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * The home's title (the page's h1, from the content system) set as a kicker above the first story,
 * whose title speaks loudest: small capitals in the muted colour, as premium shops
 * open their first screen. It stays the page's one h1 for screen readers and search engines.
 */
export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: vars.letterSpacing.wide,
  lineHeight: vars.lineHeight.snug,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** The best sellers between the opening promises and the rest of the page, given room to breathe. */
export const bestSellers = style({
  marginBlock: vars.space.xl,
});
