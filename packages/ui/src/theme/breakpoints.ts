import { BREAKPOINTS } from '@gamelle/domain';

/** Media queries for the SPEC §9 breakpoints (mobile 768, tablet 1024, large 1260), mobile first. */
export const media = {
  tablet: `screen and (min-width: ${BREAKPOINTS.mobile}px)`,
  desktop: `screen and (min-width: ${BREAKPOINTS.tablet}px)`,
  large: `screen and (min-width: ${BREAKPOINTS.large}px)`,
} as const;

export { BREAKPOINTS };
