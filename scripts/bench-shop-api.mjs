#!/usr/bin/env node
// `node scripts/bench-shop-api.mjs`: the shop API under load (issue 29 item 3), in one run — a cart
// read (`GET /api/v2/shop/orders/{token}`) and an add to a cart (`PATCH …/items`) on PGlite, then on
// PostgreSQL with one backend instance, each beside a bare node:http server answering the same
// cart in its own process. The backend runs in its own process (`packages/backend/dist/main.js`),
// autocannon in this one: 50 connections, 10 s per measure after 2 s of warm-up. Prints a Markdown
// table (docs/performance.md « Shop API under load ») and writes it as JSON when asked.
// Options: --packages-built (skip building domain and backend), --targets=pglite,postgres,
// --duration=10 (s), --connections=50, --json=file, --backend=path/to/main.js (another build of the
// backend, to compare: the default is packages/backend/dist/main.js). BENCH_POOL_SIZE sets
// DATABASE_POOL_SIZE.
// A benchmark, not a test: figures vary with the machine and with what else runs on it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensurePostgres, startPostgres } from './lib/postgres.mjs';
import { root, run } from './lib/run.mjs';
import { freePort } from './lib/shop.mjs';

const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const TARGETS = option('targets', 'pglite,postgres').split(',');
const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '50'));
const WARM_UP = 2;
/** Carts the adds go round (a line holds at most 99 of a variant). */
const CARTS = 1000;
const PRODUCT = '/cms/b2c-products/sku-CHIEN-CROQUETTES-00001?render=2&locale=fr';
const BACKEND = option('backend', 'packages/backend/dist/main.js');

/** Busy and stolen CPU of the machine, and a process's own CPU time, from /proc (Linux). */
function machineTimes() {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { total, idle: (fields[3] ?? 0) + (fields[4] ?? 0), steal: fields[7] ?? 0 };
}
function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks
  } catch {
    return null;
  }
}

/** A bare node:http server answering a fixed JSON body, in its own process: the floor to compare with. */
async function startBareServer(body) {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end(${JSON.stringify(body)}); }).listen(${port}, '127.0.0.1', () => console.log('ready'))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      return exited;
    },
  };
}

/** The backend alone (no site), built, in its own process, on a free port. */
async function startBackend(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-bench-api-'));
  const child = spawn(process.execPath, [BACKEND], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/Gamelle écoute sur/.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`le backend s’est arrêté (code ${code}) : ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One load: requests per second, latencies, errors, and the CPU the server's process used. */
async function load(label, pid, options) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARM_UP });
  const [machineBefore, ticksBefore] = [machineTimes(), processTicks(pid)];
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  const [machineAfter, ticksAfter] = [machineTimes(), processTicks(pid)];
  const span = machineAfter && machineBefore ? machineAfter.total - machineBefore.total : 0;
  const row = {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    // Of one core: 100 % is a core used all the time (clock ticks over the machine's ticks per core).
    serverCpu:
      span > 0 && ticksBefore !== null && ticksAfter !== null
        ? Math.round((100 * (ticksAfter - ticksBefore) * cpus().length) / span)
        : null,
    steal: span > 0 ? Number(((100 * (machineAfter.steal - machineBefore.steal)) / span).toFixed(1)) : null,
  };
  console.log(JSON.stringify(row));
  return row;
}

const json = async (response) => {
  if (!response.ok) throw new Error(`${response.url} : ${response.status} ${await response.text()}`);
  return response.json();
};

async function measure(target) {
  if (target === 'postgres') await ensurePostgres();
  const postgres = target === 'postgres' ? await startPostgres() : null;
  const backend = await startBackend(
    postgres
      ? {
          DATABASE_URL: postgres.url,
          ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
        }
      : {},
  );
  const name = postgres ? 'PostgreSQL, 1 instance' : 'PGlite';
  try {
    const product = await json(await fetch(`${backend.url}${PRODUCT}`));
    const variantCode = product.data.ProductVariants.find((v) => v.in_stock && v.stock > 0)?.code;
    const newCart = async () =>
      (
        await json(
          await fetch(`${backend.url}/api/v2/shop/orders`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/ld+json' },
            body: '{"localeCode":"fr_FR"}',
          }),
        )
      ).tokenValue;
    const addBody = JSON.stringify({ productVariant: `/api/v2/shop/product-variants/${variantCode}`, quantity: 1 });
    const patchHeaders = { 'content-type': 'application/merge-patch+json' };
    const cart = await newCart();
    await json(
      await fetch(`${backend.url}/api/v2/shop/orders/${cart}/items`, {
        method: 'PATCH',
        headers: patchHeaders,
        body: addBody,
      }),
    );
    const cartUrl = `${backend.url}/api/v2/shop/orders/${cart}`;
    const cartBody = await (await fetch(cartUrl)).text();

    const rows = [];
    const bare = await startBareServer(cartBody);
    rows.push(
      await load(`node:http nu, le même panier (${(cartBody.length / 1024).toFixed(1)} kB)`, bare.pid, {
        url: bare.url,
      }),
    );
    await bare.stop();
    rows.push(await load(`${name} — lecture du panier (GET)`, backend.pid, { url: cartUrl }));
    const carts = [];
    for (let i = 0; i < CARTS; i += 1) carts.push(await newCart());
    let next = 0;
    rows.push(
      await load(`${name} — ajout au panier (PATCH …/items)`, backend.pid, {
        url: backend.url,
        requests: [
          {
            method: 'PATCH',
            headers: patchHeaders,
            body: addBody,
            setupRequest: (request) => ({
              ...request,
              path: `/api/v2/shop/orders/${carts[next++ % carts.length]}/items`,
            }),
          },
        ],
      }),
    );
    return rows;
  } finally {
    await backend.stop();
    postgres?.stop();
  }
}

if (!process.argv.includes('--packages-built') && !process.argv.some((arg) => arg.startsWith('--backend='))) {
  await run('pnpm', [
    '--filter',
    '@gamelle/domain',
    '--filter',
    '@gamelle/backend',
    '--reporter-hide-prefix',
    'run',
    'build',
  ]);
}
const started = new Date();
const results = [];
for (const target of TARGETS) results.push(...(await measure(target)));

const lines = [
  `Measured by \`node scripts/bench-shop-api.mjs\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC (${process.platform}, Node ${process.version}, ${cpus().length} cores; ${CONNECTIONS} connections, ${DURATION} s each after ${WARM_UP} s of warm-up).`,
  '',
  '| request | requests/s | % of node:http | p50 (ms) | p99 (ms) | errors | non-2xx | server CPU (% of a core) | steal (%) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
];
let floor = null;
for (const row of results) {
  if (row.label.startsWith('node:http')) floor = row.rps;
  const share = floor && !row.label.startsWith('node:http') ? `${((100 * row.rps) / floor).toFixed(1)} %` : '—';
  lines.push(
    `| ${row.label} | ${row.rps} | ${share} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${row.serverCpu ?? '—'} | ${row.steal ?? '—'} |`,
  );
}
console.log(`\n${lines.join('\n')}\n`);
const out = option('json', null);
if (out)
  writeFileSync(
    out,
    `${JSON.stringify({ started, connections: CONNECTIONS, duration: DURATION, results }, null, 2)}\n`,
  );
