import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceConditions,
  test: {
    environment: 'node',
    // PGlite's first open costs seconds and most of a gigabyte: test files share it, one at a time.
    fileParallelism: false,
    testTimeout: 20_000,
    // The proof-of-work captcha's difficulty (ADR 0027), low: a test's solve takes milliseconds.
    env: { CAPTCHA_DIFFICULTY: '8' },
    hookTimeout: 60_000,
  },
});
