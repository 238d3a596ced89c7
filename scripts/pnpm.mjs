#!/usr/bin/env node
// Runs the pinned pnpm through npx: a fresh machine has Node and npm but no pnpm, and
// corepack's signature check fails here (docs/adr/0001-workspace-and-tooling.md).
import { run } from './lib/run.mjs';

const code = await run('pnpm', process.argv.slice(2), { allowFailure: true });
process.exit(code);
