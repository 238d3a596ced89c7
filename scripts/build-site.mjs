#!/usr/bin/env node
// The site's build (`pnpm --filter @gamelle/site run build`): scripts/lib/site-build.mjs, the same
// steps `npm start` runs, with every tool's output here. GAMELLE_API_ORIGIN names the running backend.
import { buildSite } from './lib/site-build.mjs';

try {
  const { pages } = await buildSite({ apiOrigin: process.env.GAMELLE_API_ORIGIN });
  console.log(`Site construit : ${pages} pages.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
