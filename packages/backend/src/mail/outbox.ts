import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@gamelle/domain';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/open.js';
import { mailOutbox } from '../db/schema.js';
import { logError } from '../log.js';
import type { Tx } from '../orders/store.js';
import { htmlOfText } from './templates/letter.js';

const FROM = 'Gamelle <service-client@gamelle.example>';
/** The domain of the Message-IDs the shop gives its mails (the sender's). */
const MESSAGE_ID_DOMAIN = 'gamelle.example';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML version (mail/templates), sent with the text one as `multipart/alternative`. */
  html?: string;
  /**
   * A newsletter's one-click unsubscribe address (RFC 8058): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post`, so the reader's mail client offers « Se désabonner » itself.
   */
  unsubscribeUrl?: string;
  /** What the mail is (`order-confirmed`…), kept on its outbox row for a person reading the table. */
  kind?: string;
  /** The reader's language (ADR 0019): its HTML version's `lang` and words. */
  language: Locale;
}

export interface SendOptions {
  /**
   * The transaction that writes what the mail tells (the order placed): the mail is queued in it,
   * so it exists exactly when that is committed (ADR 0026).
   */
  tx?: Tx;
}

/** Where the shop's code hands an e-mail: queued in the database (`databaseOutbox`), or a test's list. */
export interface Outbox {
  send(mail: OutgoingMail, options?: SendOptions): Promise<void>;
}

/** The channel every instance's mail worker listens on: a row was queued. */
export const OUTBOX_CHANNEL = 'mail_outbox';

/** A new Message-ID (RFC 5322), kept on the row: every try of a mail sends the same one. */
export function newMessageId(): string {
  return `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`;
}

/**
 * The durable outbox (ADR 0026): `send` writes the mail as a row of `mail_outbox` (in the given
 * transaction, if any) and notifies the workers; a mail worker (`startMailWorker`) delivers it.
 * Nothing is lost when the mail server is down or the process stops: the row waits.
 */
export function databaseOutbox(db: Database, now: () => Date = () => new Date()): Outbox {
  return {
    async send(mail, { tx } = {}) {
      const on = tx ?? db;
      const at = now();
      await on.insert(mailOutbox).values({
        createdAt: at,
        nextAttemptAt: at,
        messageId: newMessageId(),
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        // A mail written as text gets its HTML version in the shop's frame (mail/templates/letter.tsx).
        html: mail.html ?? (await htmlOfText(mail.text, mail.language)),
        unsubscribeUrl: mail.unsubscribeUrl ?? null,
        kind: mail.kind ?? 'mail',
      });
      // Delivered to the listeners when the transaction commits (at once without one).
      await on.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
    },
  };
}

/** A mail as it goes out: the row's fields and its stable Message-ID. */
/** A queued mail as the worker hands it to the mail server: its HTML already written in its language. */
export interface DeliverableMail extends Omit<OutgoingMail, 'language'> {
  messageId: string;
}

/** Delivers one mail; throws when the mail server did not take it. */
export type MailTransport = (mail: DeliverableMail) => Promise<void>;

/** Nodemailer's message for a mail: its Message-ID, the unsubscribe address as list headers. */
function message({ unsubscribeUrl, kind: _kind, ...mail }: DeliverableMail) {
  return {
    from: FROM,
    ...mail,
    ...(unsubscribeUrl
      ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}

/**
 * Where mails are delivered: a real SMTP server when `smtpUrl` is set (nodemailer), otherwise
 * `.eml` files in the outbox folder (`data/outbox/` by default), readable with any mail client,
 * text and HTML parts both (the e2e tests read them back).
 */
export function createTransport({ smtpUrl, dir }: { smtpUrl?: string | undefined; dir: string }): MailTransport {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return async (mail) => {
      await transport.sendMail(message(mail));
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail(message(mail));
    mkdirSync(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^\w.-]/g, '')}.eml`;
    writeFileSync(join(dir, name), info.message as Buffer);
  };
}

/** The transport of the run-time contract: SMTP_URL, else `.eml` files under OUTBOX_DIR or DATA_DIR/outbox. */
export function transportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport {
  return createTransport({
    smtpUrl: env.SMTP_URL || undefined,
    dir: env.OUTBOX_DIR ?? join(env.DATA_DIR ?? join(process.cwd(), 'data'), 'outbox'),
  });
}

/** The first retry waits this long, each next one twice as long… */
export const FIRST_RETRY_MS = 10_000;
/** …up to this: a mail server down for a day is tried every hour, its mails never dropped. */
export const MAX_RETRY_MS = 60 * 60 * 1000;
/** A mail the server refuses for good (a 5xx reply) at its fifth try or later is given up (`failed_at`). */
export const MAX_REFUSALS = 5;
/** How long a claim holds a row: longer than an SMTP exchange can take (nodemailer's own timeouts are 2 min). */
export const LEASE_MS = 5 * 60 * 1000;

/**
 * The wait before the next try after `attempts` failed ones: 10 s, 20 s, 40 s… capped at an hour.
 * @example retryDelayMs(3) // 40_000
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** What an SMTP failure may tell a log or the row: its reply code and error code, never its text (it may quote the address). */
function failureOf(error: unknown): { text: string; permanent: boolean } {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  const reply = typeof responseCode === 'number' ? responseCode : null;
  const name = typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? code : (error as Error)?.name;
  return { text: [reply, name].filter(Boolean).join(' ') || 'Error', permanent: reply !== null && reply >= 500 };
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The clock (tests move it to reach a retry). */
  now?: () => Date;
  /** Rows claimed at once. */
  batch?: number;
  /** Called once per failed try, with the row's id and what failed (no address, no text). */
  onFailure?: (failure: { id: number; attempts: number; error: string; gaveUp: boolean }) => void;
}

/**
 * Claims due rows for this worker: one UPDATE…RETURNING over a `FOR UPDATE SKIP LOCKED` select, so
 * two workers at once never take the same row (the second skips the rows the first holds, and
 * re-reads a row it waited for, no longer due since it is leased). Works the same on PGlite.
 */
async function claim(db: Database, at: Date, batch: number) {
  const token = randomUUID();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, at),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, at)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      claimedUntil: new Date(at.getTime() + LEASE_MS),
      claimToken: token,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    // The due conditions again: a row another worker claimed or sent since this statement's
    // snapshot is read again in its new version (PostgreSQL rechecks an UPDATE's condition on a row
    // changed meanwhile), and left alone.
    .where(
      and(
        inArray(mailOutbox.id, due),
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, at)),
      ),
    )
    .returning();
  return { token, rows: rows.sort((a, b) => a.id - b.id) };
}

/**
 * Sends what is due now, batch after batch, until nothing is left to claim; returns how many mails
 * were delivered. A delivered mail is marked sent (by the claim that holds it); a failed one waits
 * `retryDelayMs` before its next try. At least once: a worker that dies between the delivery and
 * the mark leaves the lease to expire, and the mail is sent again, with the same Message-ID.
 */
export async function deliverDueMails({
  db,
  transport,
  now = () => new Date(),
  batch = 10,
  onFailure,
}: MailWorkerOptions): Promise<number> {
  let delivered = 0;
  for (;;) {
    const { token, rows } = await claim(db, now(), batch);
    if (rows.length === 0) return delivered;
    for (const row of rows) {
      const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, token));
      try {
        await transport({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.unsubscribeUrl ? { unsubscribeUrl: row.unsubscribeUrl } : {}),
          messageId: row.messageId,
        });
      } catch (error) {
        const failure = failureOf(error);
        const gaveUp = failure.permanent && row.attempts >= MAX_REFUSALS;
        const at = now();
        await db
          .update(mailOutbox)
          .set({
            claimedUntil: null,
            claimToken: null,
            lastError: failure.text,
            nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts)),
            ...(gaveUp ? { failedAt: at } : {}),
          })
          .where(mine);
        onFailure?.({ id: row.id, attempts: row.attempts, error: failure.text, gaveUp });
        continue;
      }
      await db
        .update(mailOutbox)
        .set({ sentAt: now(), claimedUntil: null, claimToken: null, lastError: null })
        .where(mine);
      delivered += 1;
    }
  }
}

export interface MailWorker {
  /** Sends what is due now (also what the notifications and the timer do); resolves when done. */
  wake(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The mail worker of one instance (ADR 0026): sends what is due when a row is queued (the
 * `mail_outbox` notification, from any instance), and every `pollMs` for the retries whose time
 * has come and what a missed notification left. One run at a time in the process; several
 * instances share the rows through their claims.
 */
export async function startMailWorker({
  listen,
  pollMs = 5_000,
  ...options
}: MailWorkerOptions & {
  /** `OpenedDatabase.listen`: wakes the worker on each queued mail. */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  pollMs?: number;
}): Promise<MailWorker> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDueMails(options);
        } catch (error) {
          // The database itself failed (it may be restarting): the timer tries again.
          logError('Envoi des e-mails en attente', error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const unlisten = listen ? await listen(OUTBOX_CHANNEL, () => void run()) : async () => {};
  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  void run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await running;
    },
  };
}
