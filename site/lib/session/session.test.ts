import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applySessionClasses,
  currentSession,
  endSession,
  isSignedIn,
  keepSessionAlive,
  onUnauthorized,
  rememberedProfile,
  rememberProfile,
  renewSession,
  startSession,
  takeLoginTarget,
} from './session';

const NOW = Date.parse('2026-11-22T10:00:00Z');
/** A JWT-shaped token expiring at `exp` (ms); only its payload is read in the browser. */
const tokenExpiring = (exp: number) => `h.${btoa(JSON.stringify({ exp: exp / 1000 }))}.s`;
const auth = (exp: number, refresh = 'r1') => ({
  token: tokenExpiring(exp),
  refresh_token: refresh,
  customer: '/api/v2/shop/customers/7',
  user: { verified: true },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('SPEC §4 "Session is logged in while token expiry is in the future"', () => {
  it('keeps the tokens and customer URI, signed in until the expiry', () => {
    startSession(auth(NOW + 15 * 60_000));
    expect(currentSession()).toMatchObject({ refreshToken: 'r1', customer: '/api/v2/shop/customers/7' });
    expect(isSignedIn(NOW)).toBe(true);
    expect(isSignedIn(NOW + 16 * 60_000)).toBe(false);
  });

  it('"Logout clears tokens, user and cart and emits a login event"', () => {
    localStorage.setItem('gamelle.cartToken', 'panier');
    startSession(auth(NOW + 60_000));
    const events: unknown[] = [];
    window.addEventListener('gamelle:session', (event) => events.push((event as CustomEvent).detail));
    endSession();
    expect(currentSession()).toBeNull();
    expect(localStorage.getItem('gamelle.cartToken')).toBeNull();
    expect(events).toEqual([null]);
  });

  it('marks the body is-logged or is-anonymous, and is-subscriber', () => {
    applySessionClasses(document.body, { signedIn: true, subscriber: true });
    expect([...document.body.classList].sort()).toEqual(['is-logged', 'is-subscriber']);
    applySessionClasses(document.body, { signedIn: false, subscriber: true });
    expect([...document.body.classList]).toEqual(['is-anonymous']);
  });

  it('ADR 0020: marks a professional account is-professional, never once signed out', () => {
    applySessionClasses(document.body, { signedIn: true, professional: true });
    expect([...document.body.classList].sort()).toEqual(['is-logged', 'is-professional']);
    applySessionClasses(document.body, { signedIn: false, professional: true });
    expect([...document.body.classList]).toEqual(['is-anonymous']);
  });
});

describe('SPEC §4, §9 "refreshed 10 minutes before expiry, or at once if already past"; "Failed refresh logs out"', () => {
  it('plans the refresh 10 minutes before expiry, keeps the new tokens and plans the next', async () => {
    startSession(auth(NOW + 15 * 60_000));
    const delays: number[] = [];
    const callbacks: (() => Promise<void>)[] = [];
    const refresh = vi.fn(async () => auth(NOW + 30 * 60_000, 'r2'));
    keepSessionAlive(refresh, {
      now: () => NOW,
      timer: ((fn: () => Promise<void>, delay: number) => {
        delays.push(delay);
        callbacks.push(fn);
        return 0;
      }) as unknown as typeof setTimeout,
    });
    expect(delays).toEqual([5 * 60_000]);
    await callbacks[0]?.();
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(currentSession()?.refreshToken).toBe('r2');
    expect(delays[1]).toBe(20 * 60_000);
  });

  it('refreshes at once when the token has expired, and ends the session when the refresh fails', async () => {
    startSession(auth(NOW - 1000));
    const delays: number[] = [];
    let run: (() => Promise<void>) | undefined;
    keepSessionAlive(async () => Promise.reject(new Error('401')), {
      now: () => NOW,
      timer: ((fn: () => Promise<void>, delay: number) => {
        delays.push(delay);
        run = fn;
        return 0;
      }) as unknown as typeof setTimeout,
    });
    expect(delays).toEqual([0]);
    await run?.();
    expect(currentSession()).toBeNull();
  });
});

describe('SPEC §6 "A 401 on a call made with a token logs the user out, remembers the current path and goes to login"', () => {
  it('logs out, remembers the path and goes to /connexion/; only a path of the shop comes back', () => {
    startSession(auth(NOW + 60_000));
    const go = vi.fn();
    onUnauthorized('/commande/abc/', go);
    expect(currentSession()).toBeNull();
    expect(go).toHaveBeenCalledWith('/connexion/');
    expect(takeLoginTarget()).toBe('/commande/abc/');
    expect(takeLoginTarget()).toBe('/mon-compte/');
    sessionStorage.setItem('gamelle.loginRedirect', 'https://ailleurs.example/');
    expect(takeLoginTarget()).toBe('/mon-compte/');
  });
});

describe('SPEC §6 a 401 renews the session once, for every call and every tab at the same time', () => {
  it('shares one refresh between concurrent callers (a refresh token is used once)', async () => {
    startSession(auth(NOW - 1000));
    const stale = currentSession()?.token ?? null;
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      return auth(NOW + 15 * 60_000, 'r2');
    };
    const answers = await Promise.all([
      renewSession(refresh, stale, () => NOW),
      renewSession(refresh, stale, () => NOW),
    ]);
    expect(answers).toEqual([true, true]);
    expect(calls).toBe(1);
    expect(currentSession()?.refreshToken).toBe('r2');
  });

  it('does not refresh again when another tab already replaced the token', async () => {
    startSession(auth(NOW + 15 * 60_000, 'r3'));
    let calls = 0;
    const ok = await renewSession(
      async () => {
        calls += 1;
        return auth(NOW, 'r4');
      },
      'an-older-token',
      () => NOW,
    );
    expect(ok).toBe(true);
    expect(calls).toBe(0);
  });

  it('ends the session when the refresh is refused', async () => {
    startSession(auth(NOW - 1000));
    expect(
      await renewSession(
        async () => Promise.reject(new Error('401')),
        null,
        () => NOW,
      ),
    ).toBe(false);
    expect(currentSession()).toBeNull();
  });
});

describe('SPEC §4 "plus is-subscriber", SPEC §6 client types: the profile is kept per customer for the tab, forgotten on logout', () => {
  it('remembers the profile of one customer only, and forgets it with the session', () => {
    startSession(auth(NOW + 15 * 60_000));
    expect(rememberedProfile('/api/v2/shop/customers/7')).toBeUndefined();
    rememberProfile('/api/v2/shop/customers/7', { subscriber: true, newCustomer: true });
    expect(rememberedProfile('/api/v2/shop/customers/7')).toEqual({
      subscriber: true,
      newCustomer: true,
      professional: false,
    });
    expect(rememberedProfile('/api/v2/shop/customers/8')).toBeUndefined();
    // A customer's URI that ends like another's is not theirs.
    expect(rememberedProfile('/api/v2/shop/customers/')).toBeUndefined();
    rememberProfile('/api/v2/shop/customers/7', { subscriber: false, newCustomer: false, professional: true });
    expect(rememberedProfile('/api/v2/shop/customers/7')).toEqual({
      subscriber: false,
      newCustomer: false,
      professional: true,
    });
    rememberProfile('/api/v2/shop/customers/7', { subscriber: true, newCustomer: false, firstName: 'Lotte' });
    expect(rememberedProfile('/api/v2/shop/customers/7')?.firstName).toBe('Lotte');
    // What another version of the shop kept, or anything unreadable, is read again from the customer.
    window.sessionStorage.setItem('gamelle.profile', '/api/v2/shop/customers/7|110');
    expect(rememberedProfile('/api/v2/shop/customers/7')).toBeUndefined();
    rememberProfile(null);
    expect(rememberedProfile('/api/v2/shop/customers/7')).toBeUndefined();
    rememberProfile('/api/v2/shop/customers/7', { subscriber: true, newCustomer: false });
    endSession();
    expect(rememberedProfile('/api/v2/shop/customers/7')).toBeUndefined();
  });
});
