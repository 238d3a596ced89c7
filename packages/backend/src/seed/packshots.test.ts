import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from './catalogue.js';
import { textPath, textWidth, wrapLines } from './lettering.js';
import { netWeight, type Packshot, packOf, packshotSvg, renderPackshot, renderSocialCard } from './packshots.js';

const KIBBLE: Packshot = {
  name: 'Croquettes chien adulte au poulet',
  nameNl: 'Droogvoer voor volwassen honden met kip',
  animal: 'dog',
  foodType: 'dry',
  colour: '#C8873A',
  weight: '2 kg',
};

describe('packshots: each product drawn from its data (SPEC §3 product, images)', () => {
  it('the pack follows the kind of food: a bag of kibble, a tin of pâtée, a pouch of shreds, a box of treats', () => {
    expect(packOf('dry', 'Croquettes chat adulte au saumon')).toBe('bag');
    expect(packOf('wet', 'Pâtée chat adulte au thon')).toBe('tin');
    expect(packOf('wet', 'Effilochés chat au saumon')).toBe('pouch');
    expect(packOf('wet', 'Émincés chat à la dinde en sauce')).toBe('pouch');
    expect(packOf('treat', 'Os à mâcher au bœuf')).toBe('box');
  });

  it('the net weight as the pack prints it', () => {
    expect(netWeight('Sac de 12 kg')).toBe('12 kg');
    expect(netWeight('Lot de 6 × 400 g')).toBe('6 × 400 g');
    expect(netWeight('Sachet de 100 g')).toBe('100 g');
  });

  it('letters are outlines of the shop’s typeface, none left to a system font; « œ » comes from its Latin Extended file', () => {
    const svg = packshotSvg(KIBBLE);
    expect(svg).not.toMatch(/<text|font-family/);
    const word = textPath('bœuf', 0, 100, { size: 40, weight: 800, fill: '#000' });
    const withoutLigature = textPath('bouf', 0, 100, { size: 40, weight: 800, fill: '#000' });
    // Four glyphs drawn each time (a missing glyph would draw nothing or a box), the « œ » not an « o ».
    expect((word.match(/Z/g) ?? []).length).toBeGreaterThanOrEqual(4);
    expect(word).not.toBe(withoutLigature);
    expect(textWidth('bœuf', 40, 800)).toBeGreaterThan(textWidth('buf', 40, 800));
  });

  it('every product of the catalogue gets its own picture: its name fits the label (at most four lines, no word cut), its colour and animal drawn', () => {
    const catalogue = seedCatalogue(new Date('2026-01-01T00:00:00Z'));
    const drawings = new Set<string>();
    for (const { product, colour } of catalogue.filter(
      (item) => item.product.slug === item.product.images[0]?.url.slice(17, -5),
    )) {
      const lines = wrapLines(product.name, 264, 28, 800, 8);
      expect(lines.length, product.name).toBeLessThanOrEqual(4);
      for (const line of lines) {
        if (line.includes(' ')) expect(textWidth(line, 28, 800), line).toBeLessThanOrEqual(264);
      }
      const svg = packshotSvg({
        name: product.name,
        animal: product.animal === 'cat' ? 'cat' : 'dog',
        foodType: product.foodType ?? 'dry',
        colour,
        weight: netWeight(product.ProductVariants[0]?.name ?? ''),
      });
      expect(svg).toContain(`fill="${colour}"`);
      drawings.add(svg);
    }
    expect(drawings.size).toBeGreaterThan(40);
  });

  it('a long name is cut with an ellipsis after its last line rather than running off the label', () => {
    const lines = wrapLines(
      'Croquettes chien adulte au poulet et au riz complet de Camargue sans céréales ajoutées',
      264,
      40,
      800,
      3,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });

  it('rendered as the image host serves them: a square WebP packshot, a 1200 × 630 JPEG to share', async () => {
    const packshot = await renderPackshot(KIBBLE);
    expect(packshot).toMatchObject({ width: 800, height: 800, contentType: 'image/webp' });
    expect((await sharp(packshot.bytes).metadata()).format).toBe('webp');
    const social = await renderSocialCard([KIBBLE], KIBBLE.name, 'Gamelle · 2 kg · 6 kg');
    expect(social).toMatchObject({ width: 1200, height: 630, contentType: 'image/jpeg' });
    expect((await sharp(social.bytes).metadata()).format).toBe('jpeg');
  });
});
