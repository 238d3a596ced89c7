// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gamelleTokens } from '../../theme/gamelle.css';
import {
  BACKGROUNDS,
  CONTRAST_PAIRS,
  contrastLevel,
  contrastRatio,
  formatRatio,
  parseColor,
  relativeLuminance,
  TEXT_COLOURS,
} from './contrast';

const colour = gamelleTokens.color as Record<string, string>;

describe('WCAG 2.x contrast of the « Guide de style » page', () => {
  it('gives the known ratios: black on white 21, #777 on white 4.48, a colour on itself 1', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#AE9973', '#ae9973')).toBe(1);
  });

  it('reads hexadecimal and rgb() colours, and refuses translucent or unknown ones', () => {
    expect(parseColor('#1F4FB8')).toEqual([31, 79, 184]);
    expect(parseColor('#abc')).toEqual([170, 187, 204]);
    expect(parseColor('#ffffffff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(31, 79, 184)')).toEqual([31, 79, 184]);
    expect(parseColor('rgb(31 79 184 / 100%)')).toEqual([31, 79, 184]);
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toBeNull();
    expect(parseColor('#00000080')).toBeNull();
    expect(parseColor('oklch(50% 0.1 200)')).toBeNull();
    expect(parseColor('')).toBeNull();
    expect(contrastRatio('', '#fff')).toBeNull();
    expect(relativeLuminance([255, 255, 255])).toBe(1);
  });

  it('names the level: AA from 4.5:1 for text, large text only from 3:1, 3:1 for non-text', () => {
    expect(contrastLevel(4.5, 'text')).toBe('aa');
    expect(contrastLevel(4.49, 'text')).toBe('aa-large');
    expect(contrastLevel(3, 'text')).toBe('aa-large');
    expect(contrastLevel(2.99, 'text')).toBe('fail');
    expect(contrastLevel(3, 'non-text')).toBe('aa');
    expect(contrastLevel(2.99, 'non-text')).toBe('fail');
  });

  it('never rounds a ratio up to a threshold', () => {
    expect(formatRatio(4.4999)).toBe('4,49:1');
    expect(formatRatio(21)).toBe('21,00:1');
  });

  it('Gamelle: every text colour is at least 4.5:1 on surface and surfaceMuted', () => {
    const below = TEXT_COLOURS.flatMap((text) =>
      BACKGROUNDS.map(
        (background) => [text, background, contrastRatio(colour[text] ?? '', colour[background] ?? '')] as const,
      ),
    ).filter(([, , ratio]) => ratio === null || ratio < 4.5);
    expect(below).toEqual([]);
  });

  it('Gamelle: every pair the page shows reaches AA (4.5:1 for text, 3:1 for borders and focus)', () => {
    const pairs = CONTRAST_PAIRS.map(({ foreground, background, kind }) => {
      const ratio = contrastRatio(colour[foreground] ?? '', colour[background] ?? '');
      return { pair: `${foreground} / ${background}`, level: ratio === null ? null : contrastLevel(ratio, kind) };
    });
    expect(pairs.filter(({ level }) => level !== 'aa')).toEqual([]);
    // Every token the pairs name is a colour of the theme.
    const names = new Set(CONTRAST_PAIRS.flatMap(({ foreground, background }) => [foreground, background]));
    expect([...names].filter((name) => !(name in colour))).toEqual([]);
  });
});
