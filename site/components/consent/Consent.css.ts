import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * Fixed at the bottom of the window: drawn after load without moving anything (CLS 0). In a window
 * of little height (a laptop's at 200 % zoom: 640 × 400 CSS pixels) it would cover half the page
 * and what has the focus (WCAG 1.4.10 and 2.4.11, RGAA 10.4): there it is at the top of the page,
 * in its flow, and the page follows it.
 */
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 20,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: '0 -2px 8px rgb(0 0 0 / 0.12)',
  maxBlockSize: '60vh',
  overflowY: 'auto',
  '@media': {
    '(max-height: 30rem)': {
      position: 'static',
      maxBlockSize: 'none',
      boxShadow: 'none',
      borderBlockStart: 0,
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const title = style({ fontSize: vars.fontSize.md, margin: 0 });

export const text = style({ margin: 0, maxInlineSize: '60rem', fontSize: vars.fontSize.sm });

/** The three answers side by side, the same size: refusing is as easy as accepting. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
