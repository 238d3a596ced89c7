import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
/** Every dependency stays a dependency: the consumer's bundler dedupes and tree-shakes them. */
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

/**
 * Library build: ESM, one file per module (so a consumer importing one field ships only that
 * field), `.` and `./theme` entries, one extracted `style.css`.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@gamelle/source', 'module', 'browser', 'development|production'] },
  build: {
    lib: {
      entry: { index: 'src/index.ts', form: 'src/form.ts', server: 'src/server.ts', theme: 'src/theme/index.ts' },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      // Rolldown's advice that plugins take most of the build (vanilla-extract compiles every style
      // file): known, and the build is seconds; the note only buried npm start's own lines.
      checks: { bundlerTimings: false },
      external: (id) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
    sourcemap: true,
  },
});
