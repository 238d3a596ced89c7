import { style } from '@vanilla-extract/css';

/*
 * The account pages' placeholders, sized by class: the kit's Skeleton sets a size given as a prop
 * from its script (the page's rules forbid inline styles), so a prerendered placeholder would take
 * no room until the page's code runs, and everything under it would jump (layout shift ≤ 0.05,
 * e2e/layout-shift.spec.ts). Each the size of what replaces it.
 */
export const line = style({ inlineSize: '60%', blockSize: '1em' });
const block = (height: string) => style({ inlineSize: '100%', blockSize: height });
export const block8 = block('8rem');
export const block11 = block('11rem');
export const block12 = block('12rem');
export const block14 = block('14rem');
export const block16 = block('16rem');
/** A view much taller than a screen (a subscription's next order): its placeholder fills the screen. */
export const screen = style({ inlineSize: '100%', blockSize: '100vh' });
