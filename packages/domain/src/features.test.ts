import { describe, expect, it } from 'vitest';
import { enabledFeatures, FEATURES } from './features.js';
import { ROUTES } from './routes.js';

describe('SPEC §6 feature flags', () => {
  it('are all on by default and turned off by name', () => {
    expect(enabledFeatures(undefined)).toEqual(FEATURES);
    expect(enabledFeatures(' animals , mention-me')).toEqual(
      FEATURES.filter((f) => f !== 'animals' && f !== 'mention-me'),
    );
  });
  it('refuse an unknown name instead of keeping it on', () => {
    expect(() => enabledFeatures('animaux')).toThrow('fonctionnalité inconnue animaux');
  });
  it('name every feature the route table gates', () => {
    const gated = new Set(ROUTES.flatMap((route) => (route.feature ? [route.feature] : [])));
    expect([...gated].filter((feature) => !FEATURES.includes(feature))).toEqual([]);
  });
});
