import { media, vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

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
  margin: 0,
  padding: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textDecoration: 'none',
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
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space.lg,
});

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
  order: 3,
  flex: '1 1 100%',
  minWidth: 0,
  overflowX: 'auto',
  '@media': { [media.desktop]: { order: 'initial', flex: '1 1 auto', overflowX: 'visible' } },
});

export const headerNavList = style([
  navList,
  {
    flexWrap: 'nowrap',
    // As wide as its links, so that its end padding lies after the last one in the scrolling box.
    width: 'max-content',
    // The focus ring is 3 px wide, 2 px away from the link: 6 px keeps it inside the scrolling box.
    padding: '6px',
    whiteSpace: 'nowrap',
    '@media': { [media.desktop]: { flexWrap: 'wrap', width: 'auto', padding: 0, whiteSpace: 'normal' } },
  },
]);

globalStyle(`${headerNavList} a`, { scrollMarginInline: vars.space.sm });

export const support = style({ margin: 0, fontSize: vars.fontSize.sm });

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

/** The link to the page in the other language, beside the brand. */
export const language = style({ fontSize: vars.fontSize.sm });
