import { defineConfig } from 'vitest/config';

/** Every package's unit tests in one run; each project keeps its own config. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'site/vitest.config.ts'],
  },
});
