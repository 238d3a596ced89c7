import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { hairline } from '../styles/hairline';

export const root = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  padding: vars.space.xs,
  background: vars.color.surface,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const banner = style({
  padding: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.01em',
  background: vars.color.text,
  color: vars.color.surface,
});
globalStyle(`${banner} p`, { margin: '0 auto' });
globalStyle(`${banner} a`, { color: 'inherit' });

/**
 * The header, a grid. On a phone and a tablet: the brand, the other
 * language and the cart on the first row, the navigation scrolling sideways on the second. From
 * desktop width (1024 px) everything on one row: brand, navigation, language, cart. The mini cart's
 * free-shipping progress, when there is a cart, takes a row of its own under the cart (`miniCart`).
 */
export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"brand language cart" "nav nav nav"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xxs}`,
  // A hairline: a separator, not a control's edge (those keep the 3:1 border).
  borderBottom: hairline,
  '@media': {
    [media.tablet]: { padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.xs}` },
    [media.desktop]: {
      gridTemplateColumns: 'auto 1fr auto auto',
      gridTemplateAreas: '"brand nav language cart"',
      columnGap: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.lg}`,
    },
  },
});

/**
 * The header's tools, in the language's cell: the guide's way out, the other language, the
 * account. They wrap inside their cell rather than run over the brand or the cart (a narrow phone,
 * a long Dutch word): nothing in the header ever covers another part.
 */
export const tools = style({
  gridArea: 'language',
  justifySelf: 'end',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  columnGap: vars.space.xxs,
});
globalStyle(`${tools} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
/** The account's link: the shop's own words, underlined on hover as the navigation's. */
export const account = style({ textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
/**
 * The support hours of the pages without navigation (checkout, login): on a phone and a tablet the
 * second row, where the navigation would be; from desktop width at the row's end, after the other
 * language. Never in the language's cell, which it covered.
 */
export const headerEnd = style({
  gridArea: 'nav',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.desktop]: { gridArea: 'cart', justifySelf: 'end' } },
});

export const brand = style({
  gridArea: 'brand',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.01em',
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xl } },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${navList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.xs,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1260px',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [media.desktop]: { padding: vars.space.xl } },
});

export const footer = style({
  // Its edges line up with the page's content (at most 1260 px wide, centred).
  padding: `${vars.space.xl} max(${vars.space.lg}, calc((100% - 1260px) / 2 + ${vars.space.xl}))`,
  borderTop: hairline,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space.lg,
});
// « Gérer mes cookies » as wide as its words, not the footer.
globalStyle(`${footer} > :last-child`, { justifySelf: 'start' });

/** The footer of the pages without the shop's own (login, checkout, guides, landing pages). */
export const slimFooter = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

/** The footer's links and facts, kept as prerendered (ADR 0012). */
export const footerLinks = style({ display: 'grid', gap: vars.space.sm });

export const footerColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' } },
});
export const footerTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.xs}` });

/**
 * The header's navigation. Below desktop width it is one row under the brand and the cart, scrolling
 * sideways on a phone (seven links wrapped on four rows filled a phone's first screen; on a tablet
 * the header took three rows); from desktop width it sits between them. The list's padding and the
 * links' scroll margin keep the focus ring of a link scrolled into view inside the box, which clips it.
 */
export const nav = style({
  gridArea: 'nav',
  minWidth: 0,
  overflowX: 'auto',
  '@media': { [media.desktop]: { overflowX: 'visible' } },
});

export const headerNavList = style([
  navList,
  {
    flexWrap: 'nowrap',
    // As wide as its links, so that its end padding lies after the last one in the scrolling box.
    width: 'max-content',
    // The focus ring is 3 px wide, 2 px away from the link: 6 px keeps it inside the scrolling box.
    padding: '6px',
    gap: 0,
    whiteSpace: 'nowrap',
    '@media': { [media.desktop]: { flexWrap: 'wrap', width: 'auto', whiteSpace: 'normal' } },
  },
]);

// Links styled as navigation: the text's colour, no underline until pointed at or current.
globalStyle(`${headerNavList} a`, {
  paddingInline: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  textUnderlineOffset: '0.35em',
  scrollMarginInline: vars.space.sm,
});
globalStyle(`${headerNavList} a`, { '@media': { [media.large]: { fontSize: vars.fontSize.md } } });
globalStyle(`${headerNavList} a:hover, ${headerNavList} a[aria-current="page"]`, {
  color: vars.color.accentStrong,
  textDecoration: 'underline',
  textDecorationThickness: '2px',
});

/** Landing pages: no header or footer, the page decides everything. */
export const bare = style({ flex: 1, width: '100%' });

export const notices = style({ display: 'contents' });
const noticeBase = {
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
};
export const notice = style({ ...noticeBase, border: `2px solid ${vars.color.positive}` });
export const noticeCritical = style({ ...noticeBase, border: `2px solid ${vars.color.critical}` });
export const noticeClose = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});
