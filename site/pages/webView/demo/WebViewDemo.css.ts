import { vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A phone's screen: the size of a common handset, never wider than the window. */
export const phone = style({
  width: 'min(390px, 100%)',
  height: 'min(760px, 85vh)',
  border: `12px solid ${vars.color.text}`,
  borderRadius: '36px',
  overflow: 'hidden',
  background: vars.color.surface,
});

export const screen = style({ display: 'block', width: '100%', height: '100%', border: 0 });
