import { beforeEach, describe, expect, it } from 'vitest';
import { isLoginTarget, rememberLoginTarget, takeLoginTarget } from './session';

const KEY = 'gamelle.loginRedirect';

/** What an attacker may leave in session storage (or get remembered) to be sent after signing in. */
const HOSTILE_TARGETS = [
  'https://evil.example/',
  'http://localhost.evil.example/',
  '//evil.example',
  '//evil.example/mon-compte/',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '//x@evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' /mon-compte/',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'mon-compte/',
  '',
];

beforeEach(() => sessionStorage.clear());

describe('SPEC §9 "login redirect in session storage": a path of the shop only', () => {
  it('gives the account instead of any hostile remembered target', () => {
    for (const target of HOSTILE_TARGETS) {
      sessionStorage.setItem(KEY, target);
      expect(takeLoginTarget(), JSON.stringify(target)).toBe('/mon-compte/');
      expect(sessionStorage.getItem(KEY), 'used once').toBeNull();
      expect(isLoginTarget(target), JSON.stringify(target)).toBe(false);
    }
  });

  it('never remembers a hostile target, and forgets an older one', () => {
    rememberLoginTarget('/commande/abc/');
    rememberLoginTarget('//evil.example/');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(takeLoginTarget()).toBe('/mon-compte/');
  });

  it('keeps the shop’s own paths, with their query and fragment', () => {
    for (const target of ['/commande/abc/', '/mon-compte/mes-commandes/?page=2', '/panier/#code-promo', '/']) {
      rememberLoginTarget(target);
      expect(takeLoginTarget(), target).toBe(target);
    }
  });
});
