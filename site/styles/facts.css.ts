import { vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { hairline } from './hairline';

/**
 * A few facts as a definition list (an order's amount and payment, where to send a cheque, the
 * bank details of a transfer): each term muted before its value, the values in one column, in a
 * framed card. A long value (an IBAN) breaks rather than widen the page.
 */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  border: hairline,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });
