import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { atelierSvg } from './atelier.js';
import { heroSvg } from './hero.js';

/** gamelleTokens' colours (packages/ui theme): the illustrations are drawn with these only. */
const PALETTE = ['#AE9973', '#6B5530', '#1F1A14', '#5C5349', '#FFFFFF', '#F7F3EE', '#2E6B34'];

describe('the home page illustrations are drawn for the brand', () => {
  for (const [name, svg] of [
    ['hero', heroSvg],
    ['atelier', atelierSvg],
  ] as const) {
    it(`${name}: a 1200 × 600 picture in the brand's palette, no text, no font`, async () => {
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 600 });
      expect(svg).not.toMatch(/<text|font|<image|href="(?!#)/);
      const colours = new Set([...svg.matchAll(/#[0-9A-Fa-f]{6}\b/g)].map((m) => m[0].toUpperCase()));
      expect([...colours].filter((colour) => !PALETTE.includes(colour))).toEqual([]);
    });
  }
});
