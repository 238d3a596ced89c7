/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), for the « Guide de style »
 * docs page: the relative luminance of an sRGB colour, the ratio of two colours, and the pairs of
 * theme colours whose ratio matters (what the kit's components actually draw on what).
 */

/** An opaque sRGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number];

/** What a ratio is measured for: text (1.4.3, 4.5:1) or a border, a focus ring (1.4.11, 3:1). */
export type ContrastKind = 'text' | 'non-text';

/** Meets AA, meets AA for large text only (24 px, or 18.66 px bold), or fails. */
export type ContrastLevel = 'aa' | 'aa-large' | 'fail';

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** `rgb(1, 2, 3)`, `rgba(1, 2, 3, 0.5)`, `rgb(1 2 3 / 50%)`: what a browser's `getComputedStyle` gives. */
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/i;

/**
 * The colour a CSS value names, when it is a hexadecimal or `rgb()` colour and opaque; `null`
 * otherwise (a translucent colour has no ratio of its own: it depends on what lies under it).
 */
export function parseColor(value: string): Rgb | null {
  const text = value.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    if (digits.length === 8 && digits.slice(6) !== 'ff') return null;
    return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(text);
  if (!rgb) return null;
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  if (alpha < 1) return null;
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
  return channels.every((channel) => channel >= 0 && channel <= 255) ? (channels as unknown as Rgb) : null;
}

/** WCAG 2.x relative luminance: 0 for black, 1 for white. */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours, 1 to 21, in either order; `null` if one is not an opaque colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = parseColor(first);
  const b = parseColor(second);
  if (!a || !b) return null;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The AA level a ratio reaches: text needs 4.5:1 (3:1 when large), a border or a focus ring 3:1. */
export function contrastLevel(ratio: number, kind: ContrastKind): ContrastLevel {
  if (kind === 'text') return ratio >= 4.5 ? 'aa' : ratio >= 3 ? 'aa-large' : 'fail';
  return ratio >= 3 ? 'aa' : 'fail';
}

/** A ratio as the page writes it: two decimals, never rounded up (4.499 is not 4.5), « 4,48:1 ». */
export function formatRatio(ratio: number): string {
  const truncated = Math.floor(ratio * 100) / 100;
  return `${truncated.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
}

/** A pair of colour tokens (keys of `color`): `foreground` drawn on `background`. */
export interface ContrastPair {
  foreground: string;
  background: string;
  kind: ContrastKind;
}

/** The colours the kit writes text in, on the page's backgrounds. */
export const TEXT_COLOURS = ['text', 'textMuted', 'accentStrong', 'critical', 'caution', 'positive'] as const;
/** The backgrounds of pages, cards, fields and alerts. */
export const BACKGROUNDS = ['surface', 'surfaceMuted'] as const;

/**
 * Every pair whose contrast the kit relies on (the rule of the « Thème » page): text colours on
 * both backgrounds, `onAccent` on `accent` (the primary button), `surface` as text on the strong
 * accent and the state colours (hovered primary button, `critical` button, status badges), and
 * `border` and `focus` as non-text against the backgrounds.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...TEXT_COLOURS.flatMap((foreground) =>
    BACKGROUNDS.map((background): ContrastPair => ({ foreground, background, kind: 'text' })),
  ),
  { foreground: 'onAccent', background: 'accent', kind: 'text' },
  ...['accentStrong', 'critical', 'caution', 'positive', 'neutral'].map(
    (background): ContrastPair => ({ foreground: 'surface', background, kind: 'text' }),
  ),
  { foreground: 'border', background: 'surface', kind: 'non-text' },
  ...BACKGROUNDS.map((background): ContrastPair => ({ foreground: 'focus', background, kind: 'non-text' })),
];
