import { describe, expect, it } from 'vitest';
import { suggestedRegion } from './region';

describe('SPEC §1 the country and language wall: a first visit from Belgium or Luxembourg (Accept-Language)', () => {
  it('asks Dutch and Belgian or Luxembourg French speakers, prefilled; not a French visitor from France', () => {
    expect(suggestedRegion(['nl-BE', 'nl', 'en'])).toEqual({ country: 'BE', language: 'nl' });
    expect(suggestedRegion(['nl'])).toEqual({ country: 'BE', language: 'nl' });
    expect(suggestedRegion(['fr-BE', 'fr'])).toEqual({ country: 'BE', language: 'fr' });
    expect(suggestedRegion(['de-LU', 'fr'])).toEqual({ country: 'LU', language: 'fr' });
    expect(suggestedRegion(['fr-FR', 'nl'])).toBeNull();
    expect(suggestedRegion(['fr'])).toBeNull();
    expect(suggestedRegion(['en-US', 'en'])).toBeNull();
    expect(suggestedRegion([])).toBeNull();
  });

  it('SPEC §8 "Wrong storefront: wrong-country message": Dutch from the Netherlands is told the shop does not deliver there', () => {
    expect(suggestedRegion(['nl-NL', 'nl'])).toEqual({ country: 'BE', language: 'nl', outside: true });
    expect(suggestedRegion(['nl-BE'])).not.toHaveProperty('outside');
  });
});
