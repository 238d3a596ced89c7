#!/usr/bin/env node
import { resolve } from 'node:path';
import { databaseTargetFromEnv } from './db/open.js';
import { tagManagerIdFromEnv } from './http/tag-manager.js';
import { logError } from './log.js';
import { b2bMinimumOrder } from './orders/b2b.js';
import { backOfficeTokenFromEnv } from './routes/back-office.js';
import { parsePort, type RunningServer, startServer } from './server.js';
import { StartupError } from './startup-error.js';

/**
 * `gamelle-serve`: the shop's one Node process. Environment: PORT (3000), HOST (127.0.0.1),
 * DATABASE_URL (PostgreSQL; embedded PGlite under DATA_DIR otherwise; with it JWT_SECRET is
 * required and DATABASE_POOL_SIZE, 10, bounds the connections, docs/deployment.md), DATA_DIR (./data),
 * STATIC_DIR (the prerendered site), BACKOFFICE_TOKEN (the back office),
 * TAG_MANAGER_ID (the optional tag manager, ADR 0018), B2B_MINIMUM_ORDER_CENTS (ADR 0020),
 * CAPTCHA_DIFFICULTY (the proof-of-work captcha, ADR 0027).
 */
async function main(): Promise<void> {
  const port = parsePort(process.env.PORT);
  // A BACKOFFICE_TOKEN too short to be safe stops the start here, before the port is taken.
  backOfficeTokenFromEnv();
  // So does a TAG_MANAGER_ID that is no tag manager's id (SPEC §5).
  tagManagerIdFromEnv();
  // And a professional minimum order that is no amount (SPEC §1 B2B, ADR 0020).
  b2bMinimumOrder();
  const database = databaseTargetFromEnv();
  const running: RunningServer = await startServer({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    database,
    staticDir: process.env.STATIC_DIR ? resolve(process.env.STATIC_DIR) : undefined,
  });
  console.log(`Gamelle écoute sur ${running.url}/ (données : ${running.database.location})`);

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) console.error(`Gamelle n’a pas démarré : ${error.message}`);
  else logError('Gamelle n’a pas démarré', error);
  process.exit(1);
});
