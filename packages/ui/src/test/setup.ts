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

declare module 'vitest' {
  interface Assertion<T> {
    toHaveTextContent(expected: string): T;
  }
}
