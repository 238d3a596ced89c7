import { media, vars } from '@gamelle/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlock: vars.space.lg,
  fontWeight: vars.fontWeight.strong,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const input = style({
  flex: '1 1 16rem',
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.fontWeight.regular,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '15rem 1fr', alignItems: 'start' } },
});
export const facets = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const facetsTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const results = style({ gridColumn: '-2 / -1', minWidth: 0 });
export const status = style({ marginTop: 0 });
export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });

export {
  accentButton as button,
  choice,
  count,
  facet,
  filterGroups,
  filters,
  filtersSummary,
  sort,
} from '../../styles/controls.css';
