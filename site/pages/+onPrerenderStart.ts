// Vike reads its hooks from pages/; the code is in render/ (render/README.md).
export { default } from '../render/on-prerender-start';
