import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

afterEach(() => cleanup());

/** `toHaveTextContent` without jest-dom: compares the element's whole text. */
expect.extend({
  toHaveTextContent(received: Element, expected: string) {
    const text = received.textContent ?? '';
    return {
      pass: text === expected || text.includes(expected),
      message: () => `texte « ${text} », attendu « ${expected} »`,
    };
  },
});

// Vitest 5's custom matchers extend `Matchers` (its parameters as Vitest declares them).
declare module 'vitest' {
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> {
    toHaveTextContent(expected: string): R;
  }
}
