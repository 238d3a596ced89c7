import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&::before': { content: '""', width: 10, height: 10, borderRadius: '50%', background: 'currentColor' },
    },
  },
  variants: {
    state: {
      open: { color: vars.color.positive },
      soon: { color: vars.color.caution },
      closed: { color: vars.color.critical },
    },
  },
});
