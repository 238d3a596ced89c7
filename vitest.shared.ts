/** Vitest settings every package shares: tests run against the packages' TypeScript sources. */
export const sourceConditions = {
  resolve: { conditions: ['@gamelle/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@gamelle/source', 'module', 'node', 'development|production'] } },
};
