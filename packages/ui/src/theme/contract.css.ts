import { createGlobalThemeContract } from '@vanilla-extract/css';

/** `accentStrong` → `accent-strong`: the CSS custom properties are written in kebab case. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The kit's design tokens, named by purpose, as CSS custom properties with stable names
 * (`--gamelle-color-accent`, `--gamelle-font-size-md`…): a brand themes the kit
 * with plain CSS (`:root { --gamelle-color-accent: #0b6e4f; … }`) or with vanilla-extract
 * (`createTheme(vars, {...})`, `createGlobalTheme(':root', vars, {...})`); components only ever
 * read `vars`. The names are the kit's public API (README « Theme contract and versions »):
 * `contract.test.ts` pins them.
 */
export const vars = createGlobalThemeContract(
  {
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
    fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
    fontWeight: { regular: null, medium: null, strong: null },
    lineHeight: { tight: null, snug: null, body: null },
    letterSpacing: { tight: null, wide: null },
    measure: { text: null },
    space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { sm: null, md: null, lg: null, full: null },
    shadow: { sm: null, md: null },
  },
  (_value, path) => `gamelle-${path.map(kebab).join('-')}`,
);
