import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reminderDate } from '@gamelle/domain';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CatalogueVariant, type ShopBody, subscribable } from './contract.test-helpers.js';
import { orders, products } from './db/schema.js';
import { runSubscriptionScheduler } from './orders/scheduler.js';
import { httpCall, keptOutbox, subscribeThrough, subscriptionState } from './scale-out.test-helpers.js';
import { type RunningServer, startServer } from './server.js';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  // Never a silent skip: the reason is printed with the run.
  console.warn(
    'TEST_DATABASE_URL absent : le test de deux instances sur un même PostgreSQL (ADR 0022) est sauté — il lui faut un serveur PostgreSQL ; npm test en démarre un.',
  );
}

/**
 * ADR 0022: two backend servers, each with its own port and connection pool as two
 * processes of `npm run start:cluster` have, started together on one PostgreSQL database that
 * is empty (a database of its own, dropped afterwards), and a shopper sent from one to the other.
 */
describe.skipIf(!url)('ADR 0022: two server instances over one PostgreSQL', () => {
  let servers: RunningServer[] = [];
  let admin: pg.Client;
  let database: string | null = null;
  const outboxDir = mkdtempSync(join(tmpdir(), 'gamelle-instances-'));

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const shared = new URL(url as string);
    try {
      database = `gamelle_instances_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${database}`);
      shared.pathname = `/${database}`;
    } catch (error) {
      console.warn(
        `Base vide impossible à créer (${(error as Error).message}) : les deux instances partagent la base des contrats.`,
      );
      database = null;
    }
    vi.stubEnv('JWT_SECRET', randomBytes(32).toString('hex'));
    vi.stubEnv('OUTBOX_DIR', outboxDir);
    const started = await Promise.allSettled(
      [0, 1].map(() => startServer({ port: 0, database: { kind: 'postgres', url: shared.href } })),
    );
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    if (database) await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.end();
    vi.unstubAllEnvs();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('two instances started at once on an empty database migrate and seed it once, one after the other', async () => {
    const db = servers[0]?.database.db;
    if (!db) throw new Error('no server');
    const migrations = readdirSync(join(import.meta.dirname, '..', 'migrations')).filter((f) => f.endsWith('.sql'));
    const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    const [applied] = result.rows;
    expect(applied?.n).toBe(migrations.length);
    const [seeded] = await db.select({ n: count() }).from(products);
    expect(seeded?.n).toBeGreaterThan(0);
    // Both answer, from the same catalogue.
    const totals = await Promise.all(
      servers.map(
        async (server) => ((await (await fetch(`${server.url}/cms/b2c-products?pageSize=1`)).json()) as ShopBody).meta,
      ),
    );
    expect(totals[0]).toEqual(totals[1]);
  });

  it('a shopper buys through both — cart created on one, items added through the other, checkout completed — and gets one order; both schedulers make the next one once', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const listed = (await (await fetch(`${a.url}/cms/b2c-products?pageSize=100&render=1`)).json()) as ShopBody;
    const variants = (listed.data as { ProductVariants: CatalogueVariant[] }[]).flatMap((p) => p.ProductVariants);
    const variantCode = (subscribable(variants)[0] as CatalogueVariant).code;

    // Signed in on one, the token is accepted by the other (one JWT_SECRET).
    const shopper = await subscribeThrough([httpCall(a.url), httpCall(b.url)], variantCode);
    const placed = await a.database.db.select().from(orders).where(eq(orders.email, shopper.email));
    expect(placed.map((order) => [order.tokenValue, order.state])).toEqual([[shopper.cart, 'completed']]);
    const seen = await httpCall(b.url)('GET', `/orders/${shopper.cart}`, undefined, shopper.token);
    expect(seen.body.checkoutState).toBe('completed');

    // Each instance's scheduler, at once: one reminder, then one order.
    const { row } = await subscriptionState(a.database.db, shopper.code);
    const outboxes = [keptOutbox(), keptOutbox()];
    const race = (day: string) =>
      Promise.all(
        [a, b].map((server, i) =>
          runSubscriptionScheduler({
            db: server.database.db,
            now: new Date(`${day}T08:00:00Z`),
            outbox: outboxes[i] as ReturnType<typeof keptOutbox>,
          }),
        ),
      );
    const toShopper = () => outboxes.flatMap((outbox) => outbox.mails).filter((mail) => mail.to === shopper.email);
    await race(reminderDate(row.nextShippingDate));
    expect(toShopper()).toHaveLength(1);
    await race(row.nextShippingDate);
    expect((await subscriptionState(b.database.db, shopper.code)).orders).toHaveLength(1);
    expect(toShopper()).toHaveLength(2);
  });
});
