import { and, asc, desc, gt, lt, min, sql } from 'drizzle-orm';
import type { OpenedDatabase } from '../db/open.js';
import { type ContentRecordDetail, contentChanges, type ProductChangeDetail } from '../db/schema.js';
import { logError } from '../log.js';

/** The channel a write to the catalogue is announced on (migration 0019). */
export const CONTENT_CHANGES_CHANNEL = 'gamelle_content_changes';

/** One write to a product or a content record, as the triggers of migrations 0019 and 0020 recorded it. */
export type ContentChange =
  | { id: number; kind: 'product' /** The product's sku. */; key: string; detail: ProductChangeDetail; changedAt: Date }
  | {
      id: number;
      kind: 'content';
      /** The record's type and key (`faq/livraison`), or its type alone for a single one (`b2c-header`). */
      key: string;
      detail: ContentRecordDetail;
      changedAt: Date;
    };

/** The last change recorded (0 before any): a site built now has seen every change up to it. */
export async function lastContentChange(database: Pick<OpenedDatabase, 'db'>): Promise<number> {
  const [row] = await database.db
    .select({ id: contentChanges.id })
    .from(contentChanges)
    .orderBy(desc(contentChanges.id))
    .limit(1);
  return row?.id ?? 0;
}

/** The changes after `after`, oldest first, at most `limit`. */
export async function contentChangesAfter(
  database: Pick<OpenedDatabase, 'db'>,
  after: number,
  limit = 500,
): Promise<ContentChange[]> {
  const rows = await database.db
    .select()
    .from(contentChanges)
    .where(gt(contentChanges.id, after))
    .orderBy(asc(contentChanges.id))
    .limit(limit);
  return rows as ContentChange[];
}

/**
 * How long the log keeps a change, in days (CONTENT_CHANGES_RETENTION_DAYS, 30 by default): a site
 * built before the oldest change kept is rendered again whole when it is served (see
 * `watchContentChanges`); every change younger is rendered one by one.
 */
export function contentChangesRetentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.CONTENT_CHANGES_RETENTION_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : 30;
}

/**
 * Deletes the changes recorded before `olderThan`, the newest one always kept: it numbers what a
 * site built now has seen. Every instance may run it at once (a delete of old rows, which no
 * watch reads again). Resolves with how many went.
 */
export async function pruneContentChanges(database: Pick<OpenedDatabase, 'db'>, olderThan: Date): Promise<number> {
  const deleted = await database.db
    .delete(contentChanges)
    .where(
      and(
        lt(contentChanges.changedAt, olderThan),
        lt(contentChanges.id, sql`(select max(${contentChanges.id}) from ${contentChanges})`),
      ),
    )
    .returning({ id: contentChanges.id });
  return deleted.length;
}

/** The key of the change that stands for changes deleted unseen: the site is rendered again whole. */
export const CHANGES_MISSED_KEY = 'content_changes/deleted';

export interface ContentChangeWatch {
  /** The last change handed over and handled. */
  last(): number;
  /** Resolves once every change recorded so far has been handled (tests, a clean stop). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export interface WatchOptions {
  /** Changes up to this one are known already (the site was built after them). */
  after: number;
  /** Handles a batch of changes, oldest first; a rejection leaves them to the next attempt. */
  onChanges: (changes: ContentChange[]) => Promise<void>;
  /**
   * Notifications gather this long before the changes are read: a product saved with its variants in
   * a few statements is one batch. 100 ms by default.
   */
  gatherMs?: number;
  /** A read without notification this often, in case one was lost (5 s by default). */
  pollMs?: number;
  /** Changes older than this many days are deleted, once an hour (see `pruneContentChanges`). */
  retentionDays?: number;
}

/**
 * Hands every change after `after` to `onChanges`, in order and one batch at a time, as they are
 * recorded (ADR 0023): woken by `NOTIFY` (PostgreSQL across instances, or PGlite in
 * this process), and by a read every few seconds. The changes are rows, not the notifications: a
 * change missed while the watch was down is read at the next batch, and a batch whose handling failed
 * is handed over again.
 */
export async function watchContentChanges(
  database: Pick<OpenedDatabase, 'db' | 'listen'>,
  {
    after,
    onChanges,
    gatherMs = 100,
    pollMs = 5000,
    retentionDays = contentChangesRetentionDaysFromEnv(),
  }: WatchOptions,
): Promise<ContentChangeWatch> {
  let last = after;
  // Changes after the last one handled deleted before the watch read them (a site served again
  // after more than the retention): which pages they touched is not known any more, so the batch
  // begins with a change of content, which renders every page again (ADR 0023). Kept until a batch
  // is handled.
  let missed = false;
  const deletedUnseen = async () => {
    const [kept] = await database.db.select({ oldest: min(contentChanges.id) }).from(contentChanges);
    return kept?.oldest != null && Number(kept.oldest) > last + 1;
  };
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let gather: NodeJS.Timeout | undefined;

  const drain = async () => {
    do {
      again = false;
      for (;;) {
        const changes = await contentChangesAfter(database, last);
        if (changes.length === 0 || stopped) break;
        // Asked after the read: a prune between the two can only make a batch whole for nothing.
        missed ||= await deletedUnseen();
        if (missed) {
          const first = changes[0] as ContentChange;
          changes.unshift({
            id: first.id - 1,
            kind: 'content',
            key: CHANGES_MISSED_KEY,
            detail: { type: CHANGES_MISSED_KEY, key: null, locale: 'fr' },
            changedAt: first.changedAt,
          });
        }
        await onChanges(changes);
        missed = false;
        last = (changes.at(-1) as ContentChange).id;
      }
    } while (again && !stopped);
  };
  const wake = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => logError('Changements du catalogue (rendu du site)', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const notified = () => {
    if (stopped || gather) return;
    gather = setTimeout(() => {
      gather = undefined;
      void wake();
    }, gatherMs);
    gather.unref();
  };
  // Without its notifications (no connection to listen on: the server at its connection limit), the
  // watch still reads every few seconds: later, never lost.
  const unlisten = await database.listen(CONTENT_CHANGES_CHANNEL, notified).catch((error: unknown) => {
    logError('Changements du catalogue : écoute impossible, lecture toutes les quelques secondes', error);
    return async () => {};
  });
  const poll = setInterval(() => void wake(), pollMs);
  poll.unref();
  // The log kept short: once the changes recorded before the watch are read, then once an hour.
  const prune = () =>
    pruneContentChanges(database, new Date(Date.now() - retentionDays * 86_400_000)).catch((error: unknown) =>
      logError('Changements du catalogue : nettoyage du journal impossible', error),
    );
  const pruning = setInterval(() => void prune(), 3_600_000);
  pruning.unref();
  // What was recorded before the watch listened.
  void wake().then(() => (stopped ? undefined : prune()));
  return {
    last: () => last,
    async settled() {
      await wake();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(pruning);
      clearTimeout(gather);
      await unlisten();
      await running;
    },
  };
}
