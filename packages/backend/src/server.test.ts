import { describe, expect, it } from 'vitest';
import { parsePort } from './server.js';
import { StartupError } from './startup-error.js';

describe('Bad input: "An invalid PORT ... ends with one clear line naming the cause"', () => {
  it('accepts integers from 0 to 65535 and defaults to 3000', () => {
    expect(parsePort(undefined)).toBe(3000);
    expect(parsePort('')).toBe(3000);
    expect(parsePort('8080')).toBe(8080);
    expect(parsePort('0')).toBe(0);
  });

  it('refuses anything else with a message naming PORT', () => {
    for (const value of ['abc', '-1', '65536', '30.5', '3000abc']) {
      expect(() => parsePort(value), value).toThrow(StartupError);
      expect(() => parsePort(value), value).toThrow(/PORT invalide/);
    }
  });
});
