export { BUTTON_SIZES, BUTTON_TONES, Button, type ButtonProps } from './components/Button/Button';
export { BREAKPOINTS, gamelleTheme, media, vars } from './theme';
