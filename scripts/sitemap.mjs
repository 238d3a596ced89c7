#!/usr/bin/env node
// Writes sitemap.xml of every indexable prerendered page (SPEC §2 robots rules).
// Usage: node scripts/sitemap.mjs site/dist/client   (SITE_ORIGIN sets the absolute URLs)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapOf } from './lib/sitemap.mjs';

const dir = process.argv[2];
const { xml, count } = await sitemapOf(dir);
writeFileSync(join(dir, 'sitemap.xml'), xml);
console.log(`sitemap: ${count} adresses indexables`);
