import { robotsTxt } from '@gamelle/domain';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';

/** Emits robots.txt from the domain's list of paths kept from search engines (SPEC §2), with the sitemap. */
function robotsPlugin(): Plugin {
  return {
    name: 'gamelle:robots',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const origin = (process.env.SITE_ORIGIN ?? 'https://gamelle.example').replace(/\/$/, '');
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(`${origin}/sitemap.xml`) });
    },
  };
}

export default defineConfig({
  plugins: [react(), vike(), vanillaExtractPlugin(), robotsPlugin()],
  resolve: { conditions: ['@gamelle/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@gamelle/source', 'module', 'node', 'development|production'] } },
  define: {
    // Service base URLs the browser calls (ARCHITECTURE run-time contract); same origin by default.
    'import.meta.env.GAMELLE_SHOP_API_URL': JSON.stringify(process.env.SHOP_API_URL ?? '/api/v2'),
    'import.meta.env.GAMELLE_CONTENT_API_URL': JSON.stringify(process.env.CONTENT_API_URL ?? '/cms'),
  },
  build: { target: 'es2022' },
});
