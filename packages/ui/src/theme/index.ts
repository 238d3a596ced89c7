export { BREAKPOINTS, media } from './breakpoints';
export { vars } from './contract.css';
export { gamelleTheme, gamelleTokens } from './gamelle.css';
