import { describe, expect, it } from 'vitest';
import {
  MAX_RETRY_WAIT_MS,
  RETRIED_STATUSES,
  RETRY_BACKOFF_MS,
  retryAfterMs,
  retryWaitMs,
  shouldRetry,
} from './retry.js';

describe('SPEC §7 "The fetch client retries GET once and never POST, PUT, PATCH, DELETE"', () => {
  it('retries a GET once on each retried status', () => {
    for (const status of RETRIED_STATUSES) {
      expect(shouldRetry('GET', status, 0), String(status)).toBe(true);
      expect(shouldRetry('get', status, 1), String(status)).toBe(false);
    }
  });

  it('never retries other methods', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(shouldRetry(method, 503, 0)).toBe(false);
    }
  });

  it('does not retry statuses outside the list', () => {
    for (const status of [400, 401, 403, 404, 422, 501]) {
      expect(shouldRetry('GET', status, 0)).toBe(false);
    }
  });
});

describe('SPEC §7 the fetch client retries a GET that got no answer', () => {
  it('retries a GET after a network failure or a time-out, never another method', () => {
    expect(shouldRetry('GET', null, 0)).toBe(true);
    expect(shouldRetry('GET', null, 1)).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(shouldRetry(method, null, 0), method).toBe(false);
  });
});

describe('SPEC §7 — back-off between tries and Retry-After', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sat, 21 Nov 2026 09:59:00 GMT', now), 'a past date').toBe(0);
    for (const unreadable of [null, undefined, '', 'bientôt', '-1', '1.5']) {
      expect(retryAfterMs(unreadable, now), String(unreadable)).toBeNull();
    }
  });

  it('waits what Retry-After asks, up to 10 s; beyond, gives up (null)', () => {
    expect(retryWaitMs({ retry: 0, retryAfter: '2', now, random: 0.9 })).toBe(2000);
    expect(retryWaitMs({ retry: 0, retryAfter: '10', now, random: 0 })).toBe(MAX_RETRY_WAIT_MS);
    expect(retryWaitMs({ retry: 0, retryAfter: '11', now, random: 0 })).toBeNull();
    expect(retryWaitMs({ retry: 0, retryAfter: 'Sat, 21 Nov 2026 10:01:00 GMT', now, random: 0 })).toBeNull();
  });

  it('backs off exponentially from 300 ms with jitter up to half as much again, never beyond 10 s', () => {
    expect(retryWaitMs({ retry: 0, now, random: 0 })).toBe(RETRY_BACKOFF_MS);
    expect(retryWaitMs({ retry: 0, now, random: 0.999 })).toBe(450);
    expect(retryWaitMs({ retry: 1, now, random: 0 })).toBe(600);
    expect(retryWaitMs({ retry: 2, now, random: 0.5 })).toBe(1500);
    expect(retryWaitMs({ retry: 10, now, random: 0.5 })).toBe(MAX_RETRY_WAIT_MS);
    expect(retryWaitMs({ retry: 0, retryAfter: 'illisible', now, random: 0 }), 'unreadable header').toBe(300);
  });
});
