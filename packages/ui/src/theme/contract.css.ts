import { createThemeContract } from '@vanilla-extract/css';

/**
 * The kit's design tokens, named by purpose. A brand provides values for every one of them with
 * `createTheme(vars, {...})`; components only ever read `vars`.
 */
export const vars = createThemeContract({
  color: {
    accent: null,
    accentStrong: null,
    onAccent: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    focus: null,
    critical: null,
    caution: null,
    positive: null,
    neutral: null,
  },
  font: { body: null, heading: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, strong: null },
  lineHeight: { tight: null, body: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null },
});
