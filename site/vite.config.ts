import { fileURLToPath } from 'node:url';
import { enabledFeatures, maintenanceRoutes, robotsTxt } from '@gamelle/domain';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { shopMapPlugin } from './lib/catalogue/shop-map-plugin.ts';
import { messagesPlugin } from './render/messages-plugin.ts';

/** Absolute origin of the shop's public URLs (canonical, alternates, sitemap). */
function siteOrigin(): string {
  return (process.env.SITE_ORIGIN ?? 'https://gamelle.example').replace(/\/$/, '');
}

/**
 * The routes MAINTENANCE_ROUTE_PREFIXES sends to the maintenance page (SPEC §2), from the route
 * table: pages carry only these patterns. A prefix that names no route stops the build.
 */
function maintenancePatterns(): string[] {
  const { patterns, unknown } = maintenanceRoutes((process.env.MAINTENANCE_ROUTE_PREFIXES ?? '').split(','));
  if (unknown.length > 0) {
    throw new Error(
      `MAINTENANCE_ROUTE_PREFIXES : « ${unknown.join(', ')} » ne désigne aucune route de la table (packages/domain/src/routes.ts).`,
    );
  }
  return patterns;
}

/** Emits robots.txt from the domain's list of paths kept from search engines (SPEC §2), with the sitemap. */
function robotsPlugin(): Plugin {
  return {
    name: 'gamelle:robots',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const origin = siteOrigin();
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(`${origin}/sitemap.xml`) });
    },
  };
}

export default defineConfig({
  plugins: [react(), vike(), vanillaExtractPlugin(), robotsPlugin(), messagesPlugin(), shopMapPlugin()],
  resolve: {
    conditions: ['@gamelle/source', 'module', 'browser', 'development|production'],
    // vanilla-extract evaluates the site's `.css.ts` files in its own compiler, which resolves
    // package exports without the source condition: the theme contract must be the same module
    // (the kit's source) on both sides, or the site's styles name variables no theme defines.
    alias: [
      // Messages are compiled at build (render/messages-plugin.ts): formatjs runs without its
      // parser in the bundles, as formatjs documents ("no-parser" entry, ADR 0021).
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      {
        find: /^@gamelle\/ui\/theme$/,
        replacement: fileURLToPath(new URL('../packages/ui/src/theme/index.ts', import.meta.url)),
      },
    ],
  },
  ssr: { resolve: { conditions: ['@gamelle/source', 'module', 'node', 'development|production'] } },
  define: {
    // Service base URLs the browser calls (ARCHITECTURE run-time contract); same origin by default.
    'import.meta.env.GAMELLE_SHOP_API_URL': JSON.stringify(process.env.SHOP_API_URL ?? '/api/v2'),
    'import.meta.env.GAMELLE_CONTENT_API_URL': JSON.stringify(process.env.CONTENT_API_URL ?? '/cms'),
    'import.meta.env.GAMELLE_SEARCH_API_URL': JSON.stringify(process.env.SEARCH_API_URL ?? '/search'),
    'import.meta.env.GAMELLE_IMAGE_HOST_URL': JSON.stringify(process.env.IMAGE_HOST_URL ?? '/images'),
    'import.meta.env.GAMELLE_TRACKING_URL': JSON.stringify(process.env.TRACKING_URL ?? '/tracking'),
    'import.meta.env.GAMELLE_SITE_ORIGIN': JSON.stringify(siteOrigin()),
    'import.meta.env.GAMELLE_MAINTENANCE_PATTERNS': JSON.stringify(maintenancePatterns()),
    // SPEC §6 feature flags on in this build (all but GAMELLE_FEATURES_OFF's): menus and guards.
    'import.meta.env.GAMELLE_FEATURES': JSON.stringify(enabledFeatures(process.env.GAMELLE_FEATURES_OFF)),
  },
  build: {
    target: 'es2022',
    // One stylesheet for every page (scripts/lib/finish-html.mjs inlines it, one CSP hash). Vike warns
    // (vikejs/vike#1993: duplicated CSS before Vite ran on Rolldown, a warning its maintainers plan to
    // drop); on the client environment alone the option splits the CSS again, so it stays here.
    cssCodeSplit: false,
    sourcemap: process.env.GAMELLE_SOURCEMAP === '1',
  },
  environments: {
    client: {
      build: {
        // Short file names: every page's script list and the router's table repeat them (bytes on every page).
        rollupOptions: {
          output: {
            chunkFileNames: 'assets/c/[hash].js',
            entryFileNames: (chunk) => `assets/e/${chunk.name.replace(/^entries\//, '')}-[hash].js`,
            // React, React DOM and the scheduler in one chunk: every page needs all three, and the
            // first routing evaluates React DOM on its own (render/on-before-route.ts, ADR 0009).
            // The kit's picture, its kept-prerendered part and its rich-text display together: the pages
            // that show one (cards, content blocks, a product and its description, content pages) show
            // another, and a file of its own cost its imports again.
            codeSplitting: {
              groups: [
                { name: 'react', test: /\/node_modules\/\.pnpm\/(react|react-dom|scheduler)@/ },
                // What every page runs from its first render, in one file rather than eight small ones
                // (each file its own gzip and its own imports): the page's language and messages,
                // the consent, the API client's light path, the title and description hooks, and the
                // helpers the bundler and the styles' runtime share (ADR 0025).
                {
                  name: 'shell',
                  test: /\/site\/(lib\/(i18n\/(locale|i18n|i18n-context|i18n-registry)|tracking\/consent|page\/page-title)\.ts|pages\/\+description\.ts)|\/packages\/api-client\/src\/light\.ts/,
                },
                {
                  name: 'picture',
                  test: /\/packages\/ui\/src\/(components\/(Image|Prerendered)\/|blocks\/RichContent\/(RichHtml|RichContent\.css))/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
