#!/usr/bin/env node
// `node scripts/bench-shop-api.mjs`: the shop API under load (ADR 0022, docs/performance.md), in one run — a
// cart read (`GET /api/v2/shop/orders/{token}`) and an add to a cart (`PATCH …/items`) on PGlite,
// then on PostgreSQL with one backend instance, then with two (`scripts/cluster.mjs`), each beside a
// bare node:http server answering the same cart in its own process. The backend runs in its own
// process(es) (`packages/backend/dist/main.js`), autocannon in this one: 50 connections, 10 s per
// measure after 2 s of warm-up. Prints a Markdown table with the goals judged on it;
// `npm run bench` runs the same measure (`measureShopApi`) and writes it to docs/performance.md.
// Options: --packages-built (skip building domain and backend), --targets=pglite,postgres,postgres2,
// --duration=10 (s), --connections=50, --json=file, --backend=path/to/main.js (another build of the
// backend, to compare: the default is packages/backend/dist/main.js). BENCH_POOL_SIZE sets
// DATABASE_POOL_SIZE.
// A benchmark, not a test: figures vary with the machine and with what else runs on it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { machineTimes, processTicks, startBareServer, treeTicks } from './lib/load.mjs';
import { ensurePostgres, startPostgres } from './lib/postgres.mjs';
import { root, run } from './lib/run.mjs';
import { freePort } from './lib/shop.mjs';

const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const WARM_UP = 2;
/** Carts the adds go round (a line holds at most 99 of a variant). */
const CARTS = 1000;
const PRODUCT = '/cms/b2c-products/sku-CHIEN-CROQUETTES-00001?render=2&locale=fr';
const BACKEND = option('backend', 'packages/backend/dist/main.js');

/**
 * The backend alone (no site), built, in its own process, on a free port; with `instances` > 1,
 * that many processes on one port behind Node's cluster module (`node scripts/cluster.mjs`), as
 * `npm run start:cluster` runs them. `pids` are the processes that serve (the instances).
 */
async function startBackend(env, { backend = BACKEND, instances = 1 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-bench-api-'));
  const entry = instances > 1 ? 'scripts/cluster.mjs' : backend;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...(instances > 1
        ? { INSTANCES: String(instances), GAMELLE_BACKEND_ENTRY: join(root, backend, '../index.js') }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = /Gamelle écoute sur [^\n]*/.exec(output);
      if (line) resolve(line[0]);
    });
    child.once('exit', (code) => reject(new Error(`le backend s’est arrêté (code ${code}) : ${output}`)));
  });
  const listed = /instances : ([\d, ]+)/.exec(listening);
  return {
    url: `http://127.0.0.1:${port}`,
    pids: listed ? listed[1].split(',').map((pid) => Number(pid.trim())) : [child.pid],
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One load: requests per second, latencies, errors, and where the machine's CPU went meanwhile — the
 * server's processes, the PostgreSQL server's (when `databasePid` is given), this process's (the load
 * generator) and what stayed idle — each in % of one core (100 % is a core busy all the time).
 */
async function load(label, pids, options, { connections, duration, databasePid = null }) {
  await autocannon({ ...options, connections, duration: WARM_UP });
  const ticks = () => pids.reduce((sum, pid) => sum + (processTicks(pid) ?? Number.NaN), 0);
  const snapshot = () => ({
    machine: machineTimes(),
    server: ticks(),
    database: databasePid === null ? null : treeTicks(databasePid),
    generator: processTicks(process.pid),
  });
  const before = snapshot();
  const result = await autocannon({ ...options, connections, duration });
  const after = snapshot();
  const span = after.machine && before.machine ? after.machine.total - before.machine.total : 0;
  // Clock ticks over the machine's ticks per core.
  const ofCore = (key) => {
    const [from, to] = [before[key], after[key]];
    return span > 0 && Number.isFinite(from) && Number.isFinite(to)
      ? Math.round((100 * (to - from) * cpus().length) / span)
      : null;
  };
  const row = {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    serverCpu: ofCore('server'),
    databaseCpu: ofCore('database'),
    generatorCpu: ofCore('generator'),
    idle: span > 0 ? Math.round((100 * (after.machine.idle - before.machine.idle) * cpus().length) / span) : null,
    steal: span > 0 ? Number(((100 * (after.machine.steal - before.machine.steal)) / span).toFixed(1)) : null,
  };
  console.log(JSON.stringify(row));
  return row;
}

const json = async (response) => {
  if (!response.ok) throw new Error(`${response.url} : ${response.status} ${await response.text()}`);
  return response.json();
};

/** What each target is: its name in the tables, its database, and how many backend processes serve it. */
const TARGET_SHAPES = {
  pglite: { name: 'PGlite', postgres: false, instances: 1 },
  postgres: { name: 'PostgreSQL, 1 instance', postgres: true, instances: 1 },
  postgres2: { name: 'PostgreSQL, 2 instances', postgres: true, instances: 2 },
};

async function measure(target, { connections, duration, backend: backendEntry }) {
  const shape = TARGET_SHAPES[target];
  if (!shape) throw new Error(`cible inconnue : ${target} (${Object.keys(TARGET_SHAPES).join(', ')})`);
  if (shape.postgres) await ensurePostgres();
  const postgres = shape.postgres ? await startPostgres() : null;
  const backend = await startBackend(
    postgres
      ? {
          DATABASE_URL: postgres.url,
          ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
        }
      : {},
    { backend: backendEntry, instances: shape.instances },
  );
  const { name } = shape;
  const measured = { connections, duration, databasePid: postgres?.pid ?? null };
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
    rows.push({
      target,
      kind: 'bare',
      ...(await load(
        `node:http nu, le même panier (${(cartBody.length / 1024).toFixed(1)} kB)`,
        [bare.pid],
        { url: bare.url },
        measured,
      )),
    });
    await bare.stop();
    rows.push({
      target,
      kind: 'read',
      ...(await load(`${name} — lecture du panier (GET)`, backend.pids, { url: cartUrl }, measured)),
    });
    const carts = [];
    for (let i = 0; i < CARTS; i += 1) carts.push(await newCart());
    let next = 0;
    rows.push({
      target,
      kind: 'add',
      ...(await load(
        `${name} — ajout au panier (PATCH …/items)`,
        backend.pids,
        {
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
        },
        measured,
      )),
    });
    return rows;
  } finally {
    await backend.stop();
    postgres?.stop();
  }
}

/**
 * Measures the shop API on each target in turn (the backend must be built), each beside its own
 * bare node:http run, and returns the rows with the goals judged on them.
 */
export async function measureShopApi({
  targets = ['pglite', 'postgres', 'postgres2'],
  connections = 50,
  duration = 10,
  backend = BACKEND,
} = {}) {
  const started = new Date();
  const rows = [];
  for (const target of targets) rows.push(...(await measure(target, { connections, duration, backend })));
  return { started, cores: cpus().length, connections, duration, warmUp: WARM_UP, rows, goals: shopApiGoals(rows) };
}

/** The CPU a row's requests used on the machine, in % of one core: server, PostgreSQL, load generator. */
const usedCpu = (row) =>
  row.serverCpu === null || row.generatorCpu === null
    ? null
    : row.serverCpu + (row.databaseCpu ?? 0) + row.generatorCpu;

/** CPU time per request in µs from a share of one core (%) at `rps` requests per second. */
const perRequest = (percentOfCore, rps) => (percentOfCore === null || !rps ? null : (percentOfCore * 10_000) / rps);

/**
 * What a goal of `goalRps` requests per second asks of each request's CPU on this machine, beside
 * what it costs today: one instance's JavaScript runs on one thread (at most a core: µs per request
 * ≤ 10⁶ / rate), and the server, PostgreSQL and the load generator share the machine's cores (µs per
 * request in all ≤ cores × 10⁶ / rate). A goal above both today's figures asks requests to cost less.
 */
function cpuBudget(row, goalRps, cores, instances = 1) {
  const [server, all] = [perRequest(row.serverCpu, row.rps), perRequest(usedCpu(row), row.rps)];
  if (server === null || all === null) return null;
  const [serverMax, allMax] = [(instances * 1e6) / goalRps, (cores * 1e6) / goalRps];
  const µs = (value) => Math.round(value).toLocaleString('en');
  return `server ${µs(server)} µs (≤ ${µs(serverMax)}), in all ${µs(all)} µs (≤ ${µs(allMax)})`;
}

/** The shop API's goals (the floor a read or a write may reach), each judged on the rows of one run (null when its target was not measured). */
export function shopApiGoals(rows, cores = cpus().length) {
  const find = (target, kind) => rows.find((row) => row.target === target && row.kind === kind);
  const ratio = (target, kind, min) => {
    const [row, bare] = [find(target, kind), find(target, 'bare')];
    if (!row || !bare) return { value: null, budget: null, reached: null };
    const value = (100 * row.rps) / bare.rps;
    return {
      value: `${value.toFixed(1)} %`,
      budget: cpuBudget(row, (min / 100) * bare.rps, cores),
      reached: value >= min,
    };
  };
  const clean = (target, kind, maxP99) => {
    const row = find(target, kind);
    return {
      value: row ? `p99 ${row.p99} ms, ${row.errors + row.non2xx} erreurs` : null,
      budget: null,
      reached: row ? row.p99 <= maxP99 && row.errors === 0 && row.non2xx === 0 : null,
    };
  };
  const [one, two] = [find('postgres', 'read'), find('postgres2', 'read')];
  return [
    { goal: 'PostgreSQL, 1 instance: cart read ≥ 10 % of node:http', ...ratio('postgres', 'read', 10) },
    { goal: 'PostgreSQL, 1 instance: add to cart ≥ 3 %', ...ratio('postgres', 'add', 3) },
    { goal: 'PostgreSQL, 1 instance: cart read p99 ≤ 100 ms, 0 errors', ...clean('postgres', 'read', 100) },
    { goal: 'PostgreSQL, 1 instance: add to cart p99 ≤ 100 ms, 0 errors', ...clean('postgres', 'add', 100) },
    { goal: 'PGlite: cart read ≥ 3 %', ...ratio('pglite', 'read', 3) },
    { goal: 'PGlite: add to cart ≥ 1.5 %', ...ratio('pglite', 'add', 1.5) },
    {
      goal: 'PostgreSQL, 2 instances: cart read ≥ 1.3 × 1 instance',
      value: one && two ? `${(two.rps / one.rps).toFixed(2)} ×` : null,
      budget: one && two ? cpuBudget(two, 1.3 * one.rps, cores, 2) : null,
      reached: one && two ? two.rps >= 1.3 * one.rps : null,
    },
  ];
}

/** The run as Markdown: how it was measured, each row with its share of its bare run, and the goals. */
export function shopApiMarkdown(result, command = 'node scripts/bench-shop-api.mjs') {
  const cores = result.cores ?? cpus().length;
  const cell = (value) => (value === null || value === undefined ? '—' : value);
  const lines = [
    `Measured by \`${command}\` on ${result.started.toISOString().slice(0, 16).replace('T', ' ')} UTC (${process.platform}, Node ${process.version}, ${cores} cores; ${result.connections} connections, ${result.duration} s each after ${result.warmUp} s of warm-up). CPU in % of one core (the machine has ${cores * 100} %): the server’s process(es), the PostgreSQL server’s, the load generator’s (autocannon, in the bench’s process), and what stayed idle; « CPU per request » adds the three.`,
    '',
    '| request | requests/s | % of node:http | p50 (ms) | p99 (ms) | errors | non-2xx | server CPU | PostgreSQL CPU | load generator CPU | idle | CPU per request (µs) | steal (%) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  let floor = null;
  for (const row of result.rows) {
    if (row.kind === 'bare') floor = row.rps;
    const share = floor && row.kind !== 'bare' ? `${((100 * row.rps) / floor).toFixed(1)} %` : '—';
    const used = usedCpu(row);
    const cost = perRequest(used, row.rps);
    lines.push(
      `| ${row.label} | ${row.rps} | ${share} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${cell(row.serverCpu)} | ${row.kind === 'bare' ? '—' : cell(row.databaseCpu)} | ${cell(row.generatorCpu)} | ${cell(row.idle)} | ${cost === null ? '—' : Math.round(cost)} | ${cell(row.steal)} |`,
    );
  }
  lines.push(
    '',
    '« CPU per request » under each goal: what a request costs today, and in brackets the most it may cost for the goal to be reachable on this machine — the server’s JavaScript runs on one thread per instance (at most a core), and the server, PostgreSQL and the load generator share the cores. Where today’s figure is above its bracket, the goal asks each request to cost less CPU, not the machine to work harder.',
    '',
    '| goal (ratios of this run) | measured | CPU per request: today (most for the goal) | reached |',
    '|---|---|---|---|',
  );
  for (const goal of result.goals) {
    lines.push(
      `| ${goal.goal} | ${cell(goal.value)} | ${cell(goal.budget)} | ${goal.reached === null ? 'not measured' : goal.reached ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
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
  const result = await measureShopApi({
    targets: option('targets', 'pglite,postgres,postgres2').split(','),
    duration: Number(option('duration', '10')),
    connections: Number(option('connections', '50')),
    backend: option('backend', BACKEND),
  });
  console.log(`\n${shopApiMarkdown(result)}\n`);
  const out = option('json', null);
  if (out) writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
}
