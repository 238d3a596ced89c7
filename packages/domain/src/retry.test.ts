import { describe, expect, it } from 'vitest';
import { RETRIED_STATUSES, shouldRetry } from './retry.js';

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
