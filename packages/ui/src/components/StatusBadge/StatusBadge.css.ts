import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.strong,
    color: vars.color.surface,
  },
  variants: {
    color: {
      green: { background: vars.color.positive },
      orange: { background: vars.color.caution },
      red: { background: vars.color.critical },
      grey: { background: vars.color.neutral },
    },
  },
});
