// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shopMapSvg } from './shop-map';

const shops = [
  { name: 'Gamelle Paris', latitude: 48.8566, longitude: 2.3522 },
  { name: 'Gamelle Bruxelles', latitude: 50.8503, longitude: 4.3517 },
  { name: 'Gamelle <Nice> & co', latitude: 43.7102, longitude: 7.262 },
];

describe('SPEC §2 shop map: country shapes from an npm package, one numbered marker per shop', () => {
  const map = shopMapSvg(shops);

  it('draws France, Belgium and Luxembourg and their neighbours, without any network', () => {
    expect(map.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(map.svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(8);
    expect(map.width).toBe(560);
    expect(map.height).toBeGreaterThan(400);
  });

  it('places the markers in the order of the list, inside the picture, north above south', () => {
    const markers = [...map.svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(markers).toHaveLength(3);
    for (const [x, y] of markers) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(map.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(map.height);
    }
    const [paris, brussels, nice] = markers as [[number, number], [number, number], [number, number]];
    expect(brussels[1]).toBeLessThan(paris[1]);
    expect(nice[1]).toBeGreaterThan(paris[1]);
    expect(nice[0]).toBeGreaterThan(paris[0]);
    expect(map.svg).toContain('<text');
  });

  it('escapes shop names', () => {
    expect(map.svg).toContain('3. Gamelle &lt;Nice&gt; &amp; co');
    expect(map.svg).not.toContain('<Nice>');
  });

  it('stays a small picture', () => {
    expect(map.svg.length).toBeLessThan(120_000);
  });
});
