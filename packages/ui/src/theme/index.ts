export { BREAKPOINTS, media } from './breakpoints';
export { vars } from './contract.css';
export { gamelleTheme } from './gamelle.css';
