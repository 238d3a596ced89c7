import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '44px',
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    // Background and text change together, at once: a primary button's hover turns its text white
    // on a darker brown, and a background caught halfway would leave the text unreadable for the
    // length of a transition (WCAG 1.4.3, seen by axe in the e2e suite). Only the border eases.
    transition: 'border-color 120ms ease',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled], &:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentStrong, color: vars.color.surface } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.surface,
      },
    },
    size: {
      medium: {},
      small: { minHeight: '36px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
