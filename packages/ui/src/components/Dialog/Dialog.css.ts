import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgb(31 26 20 / 0.5)', zIndex: 50 });
export const content = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 560px)',
  maxHeight: '85vh',
  overflow: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: vars.space.md,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const description = style({ color: vars.color.textMuted });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  marginTop: vars.space.lg,
});
