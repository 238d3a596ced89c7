import { createHash } from 'node:crypto';

export interface PickupPoint {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
  openingHours: string;
}

const NAMES = [
  'Tabac-presse du Marché',
  'Animalerie du Centre',
  'Épicerie des Halles',
  'Librairie de la Gare',
  'Pressing de la Poste',
  'Fleuriste des Tilleuls',
];
const STREETS = ['rue de la République', 'avenue Jean-Jaurès', 'place du Marché', 'rue Victor-Hugo', 'rue de la Gare'];

/**
 * The simulated pickup-point network (SPEC §2 carrier choice: home or pickup point): five
 * points near any postcode, the same every time, with ids that name their postcode so that a
 * chosen point can be checked again.
 */
export function pickupPointsNear(countryCode: string, postcode: string, city = ''): PickupPoint[] {
  const seed = createHash('sha256').update(`${countryCode}:${postcode}`).digest();
  return Array.from({ length: 5 }, (_, i) => {
    const byte = seed[i] ?? 0;
    return {
      id: `MR-${countryCode}-${postcode}-${i + 1}`,
      name: NAMES[(byte + i) % NAMES.length] ?? 'Point relais',
      street: `${(byte % 90) + 1} ${STREETS[(byte >> 3) % STREETS.length]}`,
      postcode,
      city: city || `Code postal ${postcode}`,
      countryCode,
      openingHours:
        i % 2 === 0 ? 'Du lundi au samedi, 9 h – 19 h' : 'Du mardi au samedi, 8 h 30 – 12 h 30 et 14 h – 19 h',
    };
  });
}

/** The point an id names, if it is one of the network's. */
export function findPickupPoint(id: string, city = ''): PickupPoint | null {
  const match = /^MR-([A-Z]{2})-([0-9]{4,5})-([1-5])$/.exec(id);
  if (!match?.[1] || !match[2]) return null;
  return pickupPointsNear(match[1], match[2], city).find((point) => point.id === id) ?? null;
}
