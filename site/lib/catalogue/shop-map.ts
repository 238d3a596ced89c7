import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoConicConformal, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** ISO 3166 numeric codes of world-atlas: the three delivery countries and their neighbours. */
const SHOP_COUNTRIES = new Set(['250', '056', '442']);
const NEIGHBOURS = new Set(['276', '756', '380', '724', '528', '826', '020', '492', '438']);

/** Metropolitan France with Corsica, Belgium and Luxembourg (longitude, latitude). */
const FRAME: Feature<Geometry> = {
  type: 'Feature',
  properties: {},
  // Corner points, not a polygon: a spherical polygon's winding would decide which side is inside.
  geometry: {
    type: 'MultiPoint',
    coordinates: [
      [-5.2, 41.3],
      [9.7, 41.3],
      [9.7, 51.6],
      [-5.2, 51.6],
      [2.2, 51.6],
      [2.2, 41.3],
    ],
  },
};

export interface MapShop {
  name: string;
  latitude: number;
  longitude: number;
}

export interface ShopMap {
  svg: string;
  width: number;
  height: number;
}

let countries: FeatureCollection | null = null;

/** Country shapes from the world-atlas npm package (Natural Earth 1:50m): no network needed. */
function loadCountries(): FeatureCollection {
  if (countries) return countries;
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
  countries = feature(topology, topology.objects.countries as GeometryCollection) as FeatureCollection;
  return countries;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shop map as a standalone SVG (SPEC §2 shop locator): France, Belgium and Luxembourg with their
 * neighbours, and one numbered marker per shop in the order of the list beside the map. Made at
 * build time, served as a picture: it works without network, JavaScript or map tiles.
 */
export function shopMapSvg(shops: readonly MapShop[], width = 560): ShopMap {
  const projection = geoConicConformal().parallels([44, 49]).rotate([-3, 0]);
  projection.fitWidth(width - 24, FRAME);
  const [[, y0], [, y1]] = geoPath(projection).bounds(FRAME);
  const height = Math.ceil(y1 - y0) + 24;
  projection.fitExtent(
    [
      [12, 12],
      [width - 12, height - 12],
    ],
    FRAME,
  );
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  const path = geoPath(projection).digits(1);
  const shapes = loadCountries().features.filter(
    (country) => SHOP_COUNTRIES.has(String(country.id)) || NEIGHBOURS.has(String(country.id)),
  );
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="#EAF2F6"/>`,
    ...shapes.map((country) => {
      const own = SHOP_COUNTRIES.has(String(country.id));
      return `<path d="${path(country) ?? ''}" fill="${own ? '#F3EEE6' : '#E2E2DF'}" stroke="${own ? '#6B5530' : '#A8A8A2'}" stroke-width="${own ? 1 : 0.6}"/>`;
    }),
  ];
  shops.forEach((shop, index) => {
    const point = projection([shop.longitude, shop.latitude]);
    if (!point) return;
    const [x, y] = point.map((v) => Math.round(v * 10) / 10) as [number, number];
    parts.push(
      `<g><title>${escapeXml(`${index + 1}. ${shop.name}`)}</title>` +
        `<circle cx="${x}" cy="${y}" r="11" fill="#6B5530" stroke="#FFFFFF" stroke-width="2"/>` +
        `<text x="${x}" y="${y + 4.5}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" font-weight="700" fill="#FFFFFF">${index + 1}</text></g>`,
    );
  });
  parts.push('</svg>');
  return { svg: parts.join(''), width, height };
}
