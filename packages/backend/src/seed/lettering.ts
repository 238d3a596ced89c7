import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { woffToSfnt } from '../orders/invoice-fonts.js';

/**
 * Text drawn as outlines in the shop's own typeface, Figtree (the site's font, from npm's
 * `@fontsource/figtree`): a picture rendered on any machine says the same thing in the same letters,
 * with no system font and no `<text>` element for the renderer to guess. Used by the packshots.
 */
export type Weight = 500 | 700 | 800;

const require = createRequire(import.meta.url);
const fonts = new Map<string, Font>();

/** Figtree's Latin file of a weight, and its Latin Extended one (« œ », « ŕ »…), read once. */
function fontOf(weight: Weight, subset: 'latin' | 'latin-ext'): Font {
  const key = `${subset}-${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const file = require.resolve(`@fontsource/figtree/files/figtree-${subset}-${weight}-normal.woff`);
    const parsed = create(woffToSfnt(readFileSync(file)));
    if (!('layout' in parsed)) throw new Error(`${file} est une collection de polices`);
    font = parsed;
    fonts.set(key, font);
  }
  return font;
}

/** Runs of one file each: Latin wherever it has the glyph, Latin Extended elsewhere. */
function runsOf(text: string, weight: Weight): { text: string; font: Font }[] {
  const latin = fontOf(weight, 'latin');
  const runs: { text: string; font: Font }[] = [];
  for (const char of text) {
    const font =
      char === ' ' || latin.hasGlyphForCodePoint(char.codePointAt(0) ?? 0) ? latin : fontOf(weight, 'latin-ext');
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** The width of a text set at `size` pixels, with its kerning. */
export function textWidth(text: string, size: number, weight: Weight): number {
  return runsOf(text, weight).reduce(
    (sum, run) => sum + (run.font.layout(run.text).advanceWidth * size) / run.font.unitsPerEm,
    0,
  );
}

export interface Lettering {
  size: number;
  weight: Weight;
  fill: string;
  /** Where `x` is: the text's start, middle or end. */
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space between letters, in pixels (a wordmark's tracking). */
  tracking?: number;
}

/** One line of text as an SVG `<path>`, its baseline at `y`. */
export function textPath(text: string, x: number, y: number, style: Lettering): string {
  const { size, weight, fill, anchor = 'start', tracking = 0 } = style;
  const width = textWidth(text, size, weight) + tracking * Math.max(0, [...text].length - 1);
  let pen = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const parts: string[] = [];
  for (const run of runsOf(text, weight)) {
    const scale = size / run.font.unitsPerEm;
    const { glyphs, positions } = run.font.layout(run.text);
    glyphs.forEach((glyph, i) => {
      const position = positions[i];
      if (!position) return;
      const outline = glyph.path
        .scale(scale, -scale)
        .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
        .toSVG();
      if (outline) parts.push(outline);
      pen += position.xAdvance * scale + tracking;
    });
  }
  return `<path fill="${fill}" d="${parts.join('')}"/>`;
}

/**
 * A text cut into lines no wider than `width` at `size`, word by word (a word longer than the line
 * stands alone on its line). At most `maxLines`: the last one ends with « … » when words are left.
 */
export function wrapLines(text: string, width: number, size: number, weight: Weight, maxLines = 4): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size, weight) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}
