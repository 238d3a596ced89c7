import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import {
  catalogueVariants,
  contractTargets,
  IMAGE_KEYS,
  NOW,
  shopCall,
  subscribable,
} from '../contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from '../db/open.js';
import { mailOutbox } from '../db/schema.js';
import { seed } from '../db/seed.js';
import { type ShopCall, subscribeThrough } from '../scale-out.test-helpers.js';
import {
  createTransport,
  databaseOutbox,
  deliverDueMails,
  FIRST_RETRY_MS,
  LEASE_MS,
  MAX_REFUSALS,
  type MailTransport,
  retryDelayMs,
} from './outbox.js';

interface Received {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on loopback (the `smtp-server` package) that keeps what it is given; `refuse` answers 550. */
async function smtpServer() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (state.refuse) {
        const error = Object.assign(new Error('Boîte inconnue'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            messageId: mail.messageId ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  let port = 0;
  const up = (at = 0) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const down = () => new Promise<void>((resolve) => server.server.close(() => resolve()));
  return {
    received,
    state,
    up,
    down,
    /** The address the shop is given (SMTP_URL); the port stays the same across a restart. */
    url: () => `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(contractTargets())('ADR 0026 durable outbox on $name', ({ target }) => {
  let database: OpenedDatabase;
  let shop: Hono;
  let clock = NOW;
  const smtp = { server: null as Awaited<ReturnType<typeof smtpServer>> | null };

  beforeAll(async () => {
    database = await openDatabase(target);
    await seed(database.db, { now: NOW });
    shop = createApp({
      db: database.db,
      now: () => clock,
      imageKeys: IMAGE_KEYS,
      tokenKeys: { secret: new TextEncoder().encode('secret-de-test-boite-d-envoi-assez-long') },
      outbox: databaseOutbox(database.db, () => clock),
      simulators: true,
    });
    smtp.server = await smtpServer();
  });

  afterAll(async () => {
    await smtp.server?.close();
    await database?.close();
  });

  const call: ShopCall = (method, path, body, token) =>
    shopCall(shop, method, path, body, token ? { token } : {}).then(({ status, body }) => ({ status, body }));

  /** A worker of one instance: its own transport to the SMTP server, the shared database, the test's clock. */
  const worker = (transport: MailTransport) => () => deliverDueMails({ db: database.db, transport, now: () => clock });

  const pending = async (to: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id);

  it('SPEC §2 confirmation e-mail never lost: mail server down, order placed, server up — each mail delivered exactly once under its row’s Message-ID, even with two workers', async () => {
    const server = smtp.server;
    if (!server) throw new Error('no SMTP server');
    await server.up();
    const url = server.url();
    const port = Number(new URL(url).port);
    await server.down();

    const variant = subscribable(await catalogueVariants(shop))[0];
    if (!variant) throw new Error('no variant');
    const shopper = await subscribeThrough([call], variant.code);
    const [queued] = await pending(shopper.email);
    expect(queued?.kind).toBe('order-confirmed');
    expect(queued?.messageId).toMatch(/^<[\w-]+@gamelle\.example>$/);

    // Down: the try fails, the row waits its backoff, nothing is lost.
    const first = worker(createTransport({ smtpUrl: url, dir: '' }));
    const second = worker(createTransport({ smtpUrl: url, dir: '' }));
    expect(await first()).toBe(0);
    const [failed] = await pending(shopper.email);
    expect(failed?.attempts).toBe(1);
    expect(failed?.sentAt).toBeNull();
    expect(failed?.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(failed?.nextAttemptAt.getTime()).toBe(clock.getTime() + FIRST_RETRY_MS);
    // Not due yet: neither worker tries again before the backoff has passed.
    expect(await Promise.all([first(), second()])).toEqual([0, 0]);
    expect((await pending(shopper.email))[0]?.attempts).toBe(1);

    // Up again, on the same port; the backoff passes; two workers over one database at once.
    await server.up(port);
    clock = new Date(clock.getTime() + FIRST_RETRY_MS);
    const delivered = await Promise.all([first(), second(), first(), second()]);
    // At least this shopper's mail; others' are counted too on a database other test files share
    // (their orders queue their own confirmations meanwhile): what counts is what this shopper got.
    expect(delivered.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    // The shopper's rows: the confirmation, and the welcome of the subscription the order started.
    const rows = await pending(shopper.email);
    expect(rows.map((row) => row.kind)).toEqual(['order-confirmed', 'subscription-created']);
    const mine = server.received.filter((mail) => mail.to.includes(shopper.email));
    // Each row delivered exactly once, under its own Message-ID.
    expect(mine.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => row.messageId).sort());
    const [sent] = rows;
    const confirmation = mine.find((mail) => mail.messageId === sent?.messageId);
    expect(confirmation?.subject).toMatch(/^Votre commande G\d{6} est confirmée$/);
    expect(confirmation?.html).toContain('<table');
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.claimToken).toBeNull();
    // Later runs find nothing to send.
    expect(await Promise.all([first(), second()])).toEqual([0, 0]);
    expect(server.received.filter((mail) => mail.to.includes(shopper.email))).toHaveLength(rows.length);
  });

  it('ADR 0019 the HTML version speaks the mail’s language, as the mail says it, not as its first word suggests', async () => {
    const to = `langue-${clock.getTime()}@example.fr`;
    await databaseOutbox(database.db, () => clock).send({
      to,
      subject: 'Hallo',
      text: 'Hallo An,\n\nTot ziens.',
      language: 'nl',
    });
    const [row] = await pending(to);
    expect(row?.html).toContain('lang="nl-BE"');
    // Not left for the next test's workers to deliver.
    await database.db.delete(mailOutbox).where(eq(mailOutbox.recipient, to));
  });

  it('ADR 0026 at least once: a worker that died after claiming leaves the mail to another once its lease has passed, same Message-ID', async () => {
    const server = smtp.server;
    if (!server) throw new Error('no SMTP server');
    const to = `bail-${clock.getTime()}@example.fr`;
    await databaseOutbox(database.db, () => clock).send({
      to,
      subject: 'Bail',
      text: 'Bonjour',
      kind: 'test',
      language: 'fr',
    });
    // The first worker claims it and dies before sending (its transport never answers).
    const dying = deliverDueMails({
      db: database.db,
      transport: () => new Promise<never>(() => {}),
      now: () => clock,
    });
    await expect.poll(async () => (await pending(to))[0]?.claimToken).not.toBeNull();
    const transport = createTransport({ smtpUrl: server.url(), dir: '' });
    expect(await deliverDueMails({ db: database.db, transport, now: () => clock })).toBe(0);
    clock = new Date(clock.getTime() + LEASE_MS);
    expect(await deliverDueMails({ db: database.db, transport, now: () => clock })).toBe(1);
    const [row] = await pending(to);
    expect(server.received.filter((mail) => mail.to.includes(to)).map((mail) => mail.messageId)).toEqual([
      row?.messageId,
    ]);
    expect(row?.attempts).toBe(2);
    void dying;
  });

  it('ADR 0026 backoff: each failed try waits twice as long as the one before, up to an hour; a mail refused for good is given up after five tries', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(30)).toBe(60 * 60 * 1000);
    const server = smtp.server;
    if (!server) throw new Error('no SMTP server');
    const to = `refus-${clock.getTime()}@example.fr`;
    await databaseOutbox(database.db, () => clock).send({ to, subject: 'Refus', text: 'Bonjour', language: 'fr' });
    server.state.refuse = true;
    try {
      const transport = createTransport({ smtpUrl: server.url(), dir: '' });
      for (let attempt = 1; attempt <= MAX_REFUSALS; attempt += 1) {
        expect(await deliverDueMails({ db: database.db, transport, now: () => clock })).toBe(0);
        const [row] = await pending(to);
        expect(row?.attempts).toBe(attempt);
        expect(row?.lastError).toMatch(/^550\b/);
        expect(row?.lastError).not.toContain(to);
        expect(row?.failedAt === null).toBe(attempt < MAX_REFUSALS);
        clock = new Date(clock.getTime() + retryDelayMs(attempt));
      }
      clock = new Date(clock.getTime() + 60 * 60 * 1000);
      expect(await deliverDueMails({ db: database.db, transport, now: () => clock })).toBe(0);
      expect((await pending(to))[0]?.attempts).toBe(MAX_REFUSALS);
    } finally {
      server.state.refuse = false;
    }
  });
});
