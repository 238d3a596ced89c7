export { type AppOptions, createApp, defaultOutbox } from './app.js';
export { tokenKeysFromEnv } from './auth/tokens.js';
export {
  CONTENT_CHANGES_CHANNEL,
  type ContentChange,
  type ContentChangeWatch,
  contentChangesAfter,
  lastContentChange,
  watchContentChanges,
} from './content/changes.js';
export {
  type Database,
  type DatabaseTarget,
  databaseTargetFromEnv,
  type OpenedDatabase,
  openDatabase,
} from './db/open.js';
export { addGeneratedProducts, seed } from './db/seed.js';
export { type PublishedSite, publishedSite } from './http/site-publish.js';
export { shipOrder } from './orders/fulfilment.js';
export { runSubscriptionScheduler, type SchedulerReport } from './orders/scheduler.js';
export { parsePort, type RunningServer, type ServerOptions, startServer } from './server.js';
export { StartupError } from './startup-error.js';
