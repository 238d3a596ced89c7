import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)', alignItems: 'start' } },
});
export const list = style({ display: 'grid', gap: vars.space.md });
export const shops = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const shop = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const number = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  background: vars.color.accentStrong,
  color: '#FFFFFF',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
});
export const name = style({ margin: 0, fontSize: vars.fontSize.md });
export const address = style({ margin: `${vars.space.xxs} 0`, color: vars.color.textMuted });
export const map = style({
  margin: 0,
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space.md } },
});
export const mapImage = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md });
