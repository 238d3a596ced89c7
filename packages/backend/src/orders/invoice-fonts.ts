import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';

/**
 * The invoice's fonts (any Unicode name printed correctly), read from npm packages on
 * this machine, never fetched: DejaVu Sans (Latin with every accent, Greek, Cyrillic, Hebrew,
 * Arabic…) in regular and bold, and UnifontEX, one file with a glyph for nearly every character
 * of the Basic Multilingual Plane (Chinese, Japanese, Korean, Thai, Devanagari…), used only for
 * the characters DejaVu lacks. pdfkit embeds the glyphs used, with a ToUnicode map so that the
 * PDF's text can be searched and copied.
 */
export type Face = 'regular' | 'bold';

/** The names fonts are registered under in a PDF document. */
export const FONT_NAMES = { regular: 'dejavu', bold: 'dejavu-bold', fallback: 'unifont' } as const;
export type FontName = (typeof FONT_NAMES)[keyof typeof FONT_NAMES];

const require = createRequire(import.meta.url);
const FILES: Record<FontName, string> = {
  dejavu: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-bold': 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  unifont: '@fontsource/unifontex/files/unifontex-latin-400-normal.woff',
};

interface LoadedFont {
  bytes: Buffer;
  coverage: Font;
}

const loaded = new Map<FontName, LoadedFont>();

/**
 * A WOFF 1.0 font as the plain TrueType file it wraps (W3C WOFF §4–5: each table inflated, the
 * SFNT directory rebuilt). Done once: fontkit reads a WOFF's tables again, inflating them, for
 * every glyph, which made an invoice with a Chinese name take seconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  woff.copy(sfnt, 0, 4, 8);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** A font's bytes and its glyph coverage, read once per process (DejaVu ~0.7 MB, UnifontEX 3.3 MB). */
export function fontFile(name: FontName): LoadedFont {
  let font = loaded.get(name);
  if (!font) {
    const bytes = woffToSfnt(readFileSync(require.resolve(FILES[name])));
    const parsed = create(bytes);
    if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${FILES[name]} est une collection de polices`);
    font = { bytes, coverage: parsed };
    loaded.set(name, font);
  }
  return font;
}

/** A piece of text drawn with one font. */
export interface Run {
  text: string;
  font: FontName;
}

/** Marks, joiners and variation selectors stay with the character before them. */
const CLINGS = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u;

/**
 * Cuts a text into runs of one font each: the face's own font wherever it has the glyph, the
 * fallback where only the fallback has it (a character neither has stays with the face's font,
 * which draws its « missing glyph » box rather than dropping it).
 */
export function runsOf(text: string, face: Face): Run[] {
  const own = face === 'bold' ? FONT_NAMES.bold : FONT_NAMES.regular;
  const runs: Run[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let font: FontName = own;
    if (last && (CLINGS.test(char) || char === ' ')) font = last.font;
    else if (!fontFile(own).coverage.hasGlyphForCodePoint(codePoint)) {
      font = fontFile(FONT_NAMES.fallback).coverage.hasGlyphForCodePoint(codePoint) ? FONT_NAMES.fallback : own;
    }
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}
