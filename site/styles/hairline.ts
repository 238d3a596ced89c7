import { vars } from '@gamelle/ui/theme';

/**
 * A hairline: the edge of a frame or a separator, the border colour faded into
 * the surface. Not for a control's edge, which keeps the theme's border (3:1, WCAG 1.4.11).
 */
export const hairline = `1px solid color-mix(in srgb, ${vars.color.border} 35%, ${vars.color.surface})`;
