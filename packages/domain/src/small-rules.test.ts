import { describe, expect, it } from 'vitest';
import { addAbTest, chooseAbVariant } from './ab-test.js';
import { canDecrement, canIncrement, clampCount, isCounterClosed } from './counter.js';
import { isSafeUrl } from './link-policy.js';
import { isLoggedIn, jwtExpiry, refreshDelay, TOKEN_REFRESH_MARGIN_MS } from './session.js';

describe('SPEC §5 "Counter: not below min (default 0), not above max when set"', () => {
  it('clamps to the bounds', () => {
    expect(clampCount(-3)).toBe(0);
    expect(clampCount(5, { min: 1 })).toBe(5);
    expect(clampCount(0, { min: 1 })).toBe(1);
    expect(clampCount(12, { max: 10 })).toBe(10);
    expect(clampCount(Number.NaN, { min: 1 })).toBe(1);
    expect(clampCount(2.6)).toBe(3);
  });

  it('allows each step only inside the bounds', () => {
    expect(canDecrement(0)).toBe(false);
    expect(canDecrement(1)).toBe(true);
    expect(canIncrement(10, { max: 10 })).toBe(false);
    expect(canIncrement(1000)).toBe(true);
  });

  it('SPEC §4 "Counter closes at minimum and opens on add"', () => {
    expect(isCounterClosed(0)).toBe(true);
    expect(isCounterClosed(1)).toBe(false);
    expect(isCounterClosed(1, { min: 1 })).toBe(true);
  });
});

describe('SPEC §4 "Session is logged in while token expiry is in the future; refreshed 10 minutes before expiry, or at once if already past"', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('is logged in only before expiry', () => {
    expect(isLoggedIn(now + 1, now)).toBe(true);
    expect(isLoggedIn(now, now)).toBe(false);
    expect(isLoggedIn(null, now)).toBe(false);
  });

  it('refreshes 10 minutes before expiry, or at once', () => {
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(600_000);
    expect(refreshDelay(now + 3_600_000, now)).toBe(3_000_000);
    expect(refreshDelay(now + 300_000, now)).toBe(0);
    expect(refreshDelay(now - 1, now)).toBe(0);
  });

  it('reads the expiry of a JWT and refuses garbage', () => {
    const payload = btoa(JSON.stringify({ exp: 1_800_000_000 })).replace(/=+$/, '');
    expect(jwtExpiry(`header.${payload}.signature`)).toBe(1_800_000_000_000);
    expect(jwtExpiry('pas-un-jeton')).toBeNull();
    expect(jwtExpiry('a.!!!.c')).toBeNull();
    expect(jwtExpiry(`a.${btoa('{}')}.c`)).toBeNull();
  });
});

describe('SPEC §9 "A/B tests stored persistently, duplicates by name ignored; variant if stored segment equals requested, else configured default"', () => {
  it('ignores a second test of the same name', () => {
    const stored = addAbTest(addAbTest([], { name: 'bandeau', segment: 'B' }), { name: 'bandeau', segment: 'A' });
    expect(stored).toEqual([{ name: 'bandeau', segment: 'B' }]);
  });

  it('shows the variant when the segment matches, else the default', () => {
    const stored = [{ name: 'bandeau', segment: 'B' }];
    expect(chooseAbVariant(stored, 'bandeau', { segment: 'B', variant: 'promo' })).toEqual({
      variant: 'promo',
      configured: true,
    });
    expect(
      chooseAbVariant(stored, 'bandeau', { segment: 'A', variant: 'promo', defaultVariant: 'classique' }).variant,
    ).toBe('classique');
    expect(chooseAbVariant(stored, 'bandeau', { segment: 'A', variant: 'promo' }).variant).toBe('control');
  });

  it('SPEC §8 "unconfigured A/B test warns and counts as control"', () => {
    expect(chooseAbVariant([], 'inconnu', { segment: 'B', variant: 'promo' })).toEqual({
      variant: 'control',
      configured: false,
    });
  });
});

describe('SPEC §2 "links with scheme vbscript, javascript, file or data are rejected (except data images gif, png, jpeg, webp)"', () => {
  it.each([
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' \tjava\nscript:alert(1)', false],
    ['vbscript:msgbox', false],
    ['file:///etc/passwd', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/jpeg;base64,/9j/4AAQ', true],
    ['data:image/gif;base64,R0lGOD', true],
    ['data:image/webp;base64,UklGR', true],
    ['https://gamelle.fr/chien/', true],
    ['/produits/croquettes/', true],
    ['mailto:contact@gamelle.fr', true],
  ])('%s → %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });
});

describe('SPEC §1 "languages fr and nl"', () => {
  it('knows both locales and nothing else', async () => {
    const { isLocale, LOCALE_CODES } = await import('./channel.js');
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(LOCALE_CODES).toEqual({ fr: 'fr_FR', nl: 'nl_BE' });
  });

  it('SPEC §8 generic messages are French', async () => {
    const { MESSAGES_FR } = await import('./messages.js');
    expect(MESSAGES_FR.genericError).toBe('Une erreur est survenue');
    expect(MESSAGES_FR.checkoutError).toBe(
      'Une erreur est survenue. Merci de contacter notre service client afin d’obtenir plus de détails.',
    );
  });
});

describe('French matching folds accents and case', () => {
  it('makes « Pâtée » and « patee » meet', async () => {
    const { foldAccents } = await import('./text.js');
    expect(foldAccents('Pâtée CHATON à l’agneau')).toBe('patee chaton a l’agneau');
  });
});
