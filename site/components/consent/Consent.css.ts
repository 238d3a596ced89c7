import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

/** Fixed at the bottom of the window: drawn after load without moving anything (CLS 0). */
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
});

export const title = style({ fontSize: vars.fontSize.md, margin: 0 });

export const text = style({ margin: 0, maxInlineSize: '60rem', fontSize: vars.fontSize.sm });

/** The three answers side by side, the same size: refusing is as easy as accepting. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
