import { THEME_COLOR } from '@gamelle/domain';
import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

const systemFont = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Gamelle's tokens: the brand accent #AE9973 (SPEC §9). Text on the accent is dark, since white on
 * #AE9973 is below the WCAG AA contrast ratio; `accentStrong` is the accent for text and links.
 * A site applies them at the document's root (`createGlobalTheme(':root', vars, gamelleTokens)`),
 * so that everything, `body` included, inherits them; `gamelleTheme` scopes them to an element.
 */
export const gamelleTokens = {
  color: {
    accent: THEME_COLOR,
    accentStrong: '#6B5530',
    onAccent: '#1F1A14',
    text: '#1F1A14',
    textMuted: '#5C5349',
    surface: '#FFFFFF',
    surfaceMuted: '#F7F3EE',
    border: '#8A7F73',
    focus: '#1F4FB8',
    critical: '#B3261E',
    caution: '#8A5300',
    positive: '#2E6B34',
    neutral: '#5F6368',
  },
  font: { body: systemFont, heading: systemFont },
  // A major-third scale (× 1.25 a step) from 1 rem; the two largest grow with the window between a
  // phone and a desktop, always in rem plus a little vw so that text zoom still enlarges them.
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5625rem',
    xxl: 'clamp(1.75rem, 1.5rem + 1vw, 2.25rem)',
    display: 'clamp(2.25rem, 1.75rem + 2vw, 3.25rem)',
  },
  fontWeight: { regular: '400', medium: '600', strong: '750' },
  lineHeight: { tight: '1.15', snug: '1.3', body: '1.55' },
  letterSpacing: { tight: '-0.015em', wide: '0.06em' },
  // About 70 characters a line: the longest line a paragraph is easy to read at.
  measure: { text: '68ch' },
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', lg: '16px', full: '9999px' },
  shadow: { sm: '0 1px 2px rgb(31 26 20 / 0.12)', md: '0 4px 12px rgb(31 26 20 / 0.16)' },
};

/** Gamelle's theme as a class, for a part of a page (Storybook's decorator, a widget in another site). */
export const gamelleTheme = createTheme(vars, gamelleTokens);
