import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xxs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    background: vars.color.surfaceMuted,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { borderColor: vars.color.focus },
      positive: { borderColor: vars.color.positive },
      caution: { borderColor: vars.color.caution },
      critical: { borderColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});
export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;
