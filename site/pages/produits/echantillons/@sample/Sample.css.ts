import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';
import { accentButton } from '../../../../styles/controls.css';

/** The picture beside the words from tablet width, as a product page. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const muted = style({ color: vars.color.textMuted });
/** The add button: the shop's accent button, wider, as a product page's. */
export const addButton = style([accentButton, { padding: `0 ${vars.space.xl}` }]);

/** « Offert avec votre commande »: the sample's price, said as a gift, in the shop's positive colour. */
export const offered = style({
  display: 'inline-block',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.strong,
});

/** The button, its status and the rules, one column as the product page's purchase block. */
export const take = style({ display: 'grid', gap: vars.space.md, marginBlock: vars.space.lg, justifyItems: 'start' });
export const status = style({ display: 'grid', gap: vars.space.xs, minHeight: '1.5em', margin: 0 });
export const error = style({ color: vars.color.critical });

/** How it works: the three rules of the backend, said before a shopper hits one. */
export const rules = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const rulesTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const rulesList = style({ display: 'grid', gap: vars.space.xxs, margin: 0, paddingInlineStart: vars.space.lg });
