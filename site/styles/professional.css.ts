import { vars } from '@gamelle/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * What only a professional account sees (ADR 0020: prices without VAT beside the prices with
 * VAT). Prerendered on every page and hidden until the session marks the body `is-professional`
 * (`lib/session/session.ts`): no request and no render wait for the profile.
 */
export const proOnly = style({});
globalStyle(`body:not(.is-professional) ${proOnly}`, { display: 'none' });

/** The professional service's contact block (`components/ProContact.tsx`). */
export const proContact = style({
  marginBlockStart: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
