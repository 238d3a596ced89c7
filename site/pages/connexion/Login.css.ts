import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** A sign-in form reads best in a narrow column, not across a wide screen. */
export const narrow = style({ maxWidth: '30rem', display: 'grid', gap: vars.space.sm });

/**
 * The captcha's status under the submit button (ADR 0027): a short line, empty (no height) most of
 * the time, but always there, so that screen readers announce what comes into it.
 */
export const captchaStatus = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:not(:empty)': { marginBlockStart: vars.space.xs } },
});
