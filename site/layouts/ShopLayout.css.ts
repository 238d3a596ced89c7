import { BREAKPOINTS, media, vars } from '@gamelle/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { hairline } from '../styles/hairline';
import { visuallyHiddenRule } from '../styles/visually-hidden';

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

/** Below a tablet's width (the kit's `media` queries are all `min-width`). */
const phoneOnly = `screen and (max-width: ${BREAKPOINTS.mobile - 0.02}px)`;

const headerBase = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  // A hairline: a separator, not a control's edge (those keep the 3:1 border).
  borderBottom: hairline,
  '@media': {
    [media.tablet]: { columnGap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.xs}` },
    [media.desktop]: { columnGap: vars.space.md, padding: `${vars.space.sm} ${vars.space.lg}` },
  },
});

/**
 * The header, a grid whose cells depend on the layout. Nothing in it ever covers another part (a
 * test measures the boxes from 320 to 1440 px).
 * - `default`, on a phone: one row — brand, account, cart, « Menu » (the navigation and the other
 *   language are in the menu). On a tablet: brand, language, account and cart, then the navigation
 *   on a row of its own, wrapping. From desktop width (1024 px), all on one row.
 * - `user-guide`: brand, account and cart, the way out of the guide and the other language on a
 *   second row on a phone, on the first from a tablet's width.
 * - `minimal` (login, checkout): brand and language, the support hours under them, or at the
 *   row's end from desktop width (`headerEnd`).
 * The mini cart's free-shipping progress, when there is a cart, takes a row of its own (`miniCart`).
 */
export const header = styleVariants({
  default: [
    headerBase,
    {
      gridTemplateColumns: '1fr auto auto auto',
      gridTemplateAreas: '"brand account cart menu"',
      '@media': {
        [media.tablet]: {
          gridTemplateColumns: 'auto 1fr auto auto',
          gridTemplateAreas: '"brand tools account cart" "nav nav nav nav"',
        },
        [media.desktop]: {
          gridTemplateColumns: 'auto 1fr auto auto auto',
          gridTemplateAreas: '"brand nav tools account cart"',
        },
      },
    },
  ],
  'user-guide': [
    headerBase,
    {
      gridTemplateColumns: '1fr auto auto',
      gridTemplateAreas: '"brand account cart" "tools tools tools"',
      '@media': {
        [media.tablet]: {
          gridTemplateColumns: 'auto 1fr auto auto',
          gridTemplateAreas: '"brand tools account cart"',
        },
      },
    },
  ],
  minimal: [
    headerBase,
    {
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"brand tools" "nav nav"',
      '@media': {
        [media.desktop]: { gridTemplateColumns: 'auto 1fr auto', gridTemplateAreas: '"brand tools cart"' },
      },
    },
  ],
});

/**
 * The header's tools: the guide's way out and the other language. They wrap inside their cell
 * rather than run over the brand or the cart (a long Dutch word). On a phone the default header
 * has none: the other language is in the menu.
 */
export const tools = style({
  gridArea: 'tools',
  justifySelf: 'end',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  columnGap: vars.space.xxs,
  '@media': { [phoneOnly]: { selectors: { [`${header.default} > &`]: { display: 'none' } } } },
});
globalStyle(`${tools} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

/** The header's icons (the account's person, the menu's lines), the cart's bag's size. */
export const toolIcon = style({ flex: 'none', width: '1.5rem', height: '1.5rem' });

/**
 * The account's link: the person's outline, then the words from a tablet's width (on a phone the
 * outline stands for them, the link keeping its name), the first name above « Mon compte ».
 */
export const account = style({
  gridArea: 'account',
  justifySelf: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 44,
  paddingInline: vars.space.xs,
  justifyContent: 'center',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { color: vars.color.accentStrong, textDecoration: 'underline' },
});
export const accountWords = style({
  display: 'grid',
  lineHeight: vars.lineHeight.tight,
  '@media': { [phoneOnly]: visuallyHiddenRule },
});
/**
 * « Bonjour Lotte »: smaller, and no wider than 11 of its letters, so a long first name does not
 * push the cart away: it goes on to a next line (never cut off, so that with the text at 200 % the
 * name stays whole: WCAG 1.4.4).
 */
export const greeting = style({
  maxWidth: '11em',
  overflowWrap: 'anywhere',
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
});

/** The phone's « Menu » button: the lines, the word under a tablet's width only. */
export const menuButton = style({
  gridArea: 'menu',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 44,
  minWidth: 44,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  '@media': { [media.tablet]: { display: 'none' } },
});
export const menuWord = style({ '@media': { 'screen and (max-width: 359.98px)': visuallyHiddenRule } });

/**
 * The menu's panel: under the page's top edge, the whole width, the page dimmed behind it (the
 * popover's own placement, centred with a border, replaced). Never shown from a tablet's width,
 * where the navigation is in the header.
 */
export const menu = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  width: '100%',
  maxWidth: '100%',
  maxHeight: '100dvh',
  margin: 0,
  overflowY: 'auto',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  borderBottom: hairline,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  '@media': { [media.tablet]: { display: 'none' } },
});
globalStyle(`${menu}::backdrop`, { background: 'rgb(0 0 0 / 0.4)' });
export const menuClose = style([
  menuButton,
  { display: 'flex', marginInlineStart: 'auto', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
]);
export const menuList = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${menuList} a, ${menu} > p > a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  paddingInline: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});
globalStyle(`${menuList} > li + li`, { borderTop: hairline });
export const menuLanguage = style({ margin: `${vars.space.sm} 0 0`, paddingTop: vars.space.xs, borderTop: hairline });
globalStyle(`${menu} > p > a`, { fontSize: vars.fontSize.md, textDecoration: 'underline' });

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

/**
 * A footer's side padding: its edges line up with the page's content (`main`: at most 1260 px wide,
 * centred, with its own padding, larger from desktop width).
 */
const alignedWithMain = {
  paddingInline: vars.space.lg,
  '@media': {
    [media.desktop]: { paddingInline: `max(${vars.space.xl}, calc((100% - 1260px) / 2 + ${vars.space.xl}))` },
  },
} as const;

export const footer = style({
  ...alignedWithMain,
  paddingBlock: vars.space.xl,
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
  ...alignedWithMain,
  paddingBlock: vars.space.md,
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
 * The header's navigation, from a tablet's width (a phone has it in the menu): a row of its own
 * under the brand and the cart on a tablet, wrapping rather than scrolling sideways; between them
 * from desktop width.
 */
export const nav = style({
  gridArea: 'nav',
  minWidth: 0,
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
});

export const headerNavList = style([navList, { gap: 0 }]);

// Links styled as navigation: the text's colour, no underline until pointed at or current.
globalStyle(`${headerNavList} a`, {
  paddingInline: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  textUnderlineOffset: '0.35em',
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
