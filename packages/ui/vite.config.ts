import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Library build: ESM entries for `.` and `./theme`, one extracted `style.css`. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@gamelle/source', 'module', 'browser', 'development|production'] },
  build: {
    lib: {
      entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^@gamelle\/domain/, /^@vanilla-extract\/(css|recipes)/],
    },
    sourcemap: true,
  },
});
