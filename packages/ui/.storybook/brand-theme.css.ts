import { createTheme } from '@vanilla-extract/css';
import { vars } from '../src/theme/contract.css';

/**
 * An example second brand, to prove the kit re-themes: another accent, rounder shapes, a serif
 * heading stack. Only Storybook uses it.
 */
export const exampleBrandTheme = createTheme(vars, {
  color: {
    accent: '#2F6B4F',
    accentStrong: '#1E4A36',
    onAccent: '#FFFFFF',
    text: '#1B2420',
    textMuted: '#4A5750',
    surface: '#FFFFFF',
    surfaceMuted: '#EEF4F0',
    border: '#6C7A72',
    focus: '#7A3FB5',
    critical: '#A4262C',
    caution: '#8A5300',
    positive: '#2F6B4F',
    neutral: '#5F6368',
  },
  font: { body: 'Georgia, "Times New Roman", serif', heading: 'Georgia, "Times New Roman", serif' },
  fontSize: { sm: '0.875rem', md: '1.0625rem', lg: '1.3rem', xl: '1.6rem', xxl: '2.2rem' },
  fontWeight: { regular: '400', strong: '700' },
  lineHeight: { tight: '1.25', body: '1.6' },
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '2px', md: '4px', lg: '8px', full: '6px' },
  shadow: { sm: 'none', md: '0 2px 6px rgb(0 0 0 / 0.2)' },
});
