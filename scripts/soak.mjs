#!/usr/bin/env node
// `node scripts/soak.mjs`: the bounded load test of several instances (ADR 0022) — shoppers who browse, fill a
// cart and check out, started at a steady rate (an open model: a slow server shows as latency, never
// as a lower rate) against two backend instances (`node scripts/cluster.mjs`) over a throw-away
// PostgreSQL, on loopback. Reports p50/p95/p99/max latency overall and per step, the error count
// (must be 0), the orders placed (checked in the database) and each instance's memory (RSS) at the
// start and end of the measure, its maximum and growth (at most 10 %), as Markdown for
// docs/performance.md « Soak ». Exit code 1 on any error or a growth beyond 10 %.
// Options: --packages-built (skip building domain and backend), --rate=4 (journeys started per
// second), --duration=300 (s, measured), --warm-up=60 (s at the same rate, not counted: long
// enough for each instance's memory to reach its working size),
// --instances=2, --accounts=40 (customers registered before the warm-up), --json=file (the raw figures).
// The shop has no guest checkout (every checkout step needs the order's customer, docs/api.md):
// each shopper fills a guest cart, then signs in before the checkout, as the site's /connexion/ page
// does — as one of `--accounts` returning customers, registered before the warm-up (a password hash
// costs about 90 ms of a core and 32 MiB for its moment: a new account per journey would measure
// scrypt, twice a journey, more than the shop). Each shopper has its own client address (X-Forwarded-For, with
// TRUST_PROXY=1 as behind the production reverse proxy): the per-address limits (registration,
// sign-in, 20 cards an hour) apply to each as to a real customer.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadDomain } from './lib/domain.mjs';
import { ensurePostgres, startPostgres } from './lib/postgres.mjs';
import { root, run } from './lib/run.mjs';
import { freePort } from './lib/shop.mjs';

const option = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const RATE = Number(option('rate', '4'));
const DURATION = Number(option('duration', '300'));
const WARM_UP = Number(option('warm-up', '60'));
const ACCOUNTS = Number(option('accounts', '40'));
const INSTANCES = Number(option('instances', '2'));
const TIMEOUT_MS = 10_000;
const SAMPLE_MS = 10_000;
const MAX_GROWTH = 10;
/** Units of each variant never ordered, so a soak never empties a shelf. */
const STOCK_MARGIN = 5;
const ERRORS_SHOWN = 5;
const STATIC_DIR = join(root, 'site/dist/client');
const WITH_SITE = existsSync(join(STATIC_DIR, 'index.html'));
const STEPS = ['browse', 'cart', 'account', 'checkout'];
const SEARCH_HEADERS = { 'x-search-application-id': 'GAMELLE', 'x-search-api-key': 'gamelle-recherche-publique' };
const SEARCHES = ['croquettes', 'pâtée chat', 'saumon', 'friandises chien', 'senior'];
const ADDRESS = {
  firstName: 'Anne',
  lastName: 'Martin',
  countryCode: 'FR',
  street: '12 rue des Lilas',
  postcode: '69004',
  city: 'Lyon',
  phoneNumber: '+33612345678',
};

/** Resident memory of a process, in MB (`VmRSS` of /proc/<pid>/status, Linux). */
function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN; // the instance is gone (the cluster starts another, with another pid)
  }
}

/** The instances behind `node scripts/cluster.mjs`, once every one serves: its url and their pids. */
async function startInstances(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: root,
    env: { ...process.env, INSTANCES: String(INSTANCES), PORT: String(port), TRUST_PROXY: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pids = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Gamelle écoute sur \S+ \(instances : ([\d, ]+)\)/.exec(output);
      if (match) resolve(match[1].split(',').map(Number));
    });
    child.once('exit', (code) => reject(new Error(`les instances se sont arrêtées (code ${code}) : ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pids,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Nearest-rank percentiles of latencies in ms. */
function summary(values) {
  const sorted = Float64Array.from(values).sort();
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
  const round = (ms) => Math.round(ms * 10) / 10;
  return { requests: sorted.length, p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(at(100)) };
}

/** Tokens never leave this script: not in a path, not in an answer printed. */
const redact = (text) =>
  text
    .replace(/(\/orders\/)[\w-]+/g, '$1…')
    .replace(/("(?:token|refresh_token|tokenValue|paymentToken)"\s*:\s*")[^"]*/g, '$1…');

/** Latencies (ms) of the measured requests, by request, each with its step. */
const latencies = new Map();
const stats = {
  requests: 0,
  errors: 0,
  warmUpErrors: 0,
  firstErrors: [],
  started: 0,
  completed: 0,
  warmUpCompleted: 0,
  maxStartLag: 0,
};
let interrupted = false;

class JourneyError extends Error {}

/** Counts an error of a journey (a warm-up one apart) and prints the first few. */
function fail(measured, line) {
  if (measured) stats.errors += 1;
  else stats.warmUpErrors += 1;
  if (interrupted || stats.firstErrors.length >= ERRORS_SHOWN) return;
  stats.firstErrors.push(line);
  console.error(`erreur : ${line}`);
}

/**
 * One shopper: its client address, and `call`, which times an answer (its whole body read), checks
 * its status and counts it when the journey is measured. A wrong status, a network error or a
 * timeout is an error and ends the journey.
 */
function shopper(baseUrl, n, measured) {
  const forwardedFor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return async function call(step, label, method, path, { body, token, expect = 200, headers = {} } = {}) {
    const begin = performance.now();
    let status = 0;
    let text = '';
    let json = false;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'x-forwarded-for': forwardedFor,
          ...(body === undefined
            ? {}
            : { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      json = /json/.test(response.headers.get('content-type') ?? '');
      text = await response.text();
    } catch (error) {
      text = error?.name === 'TimeoutError' ? `délai de ${TIMEOUT_MS / 1000} s dépassé` : String(error?.cause ?? error);
    }
    const ms = performance.now() - begin;
    if (measured) {
      stats.requests += 1;
      if (!latencies.has(label)) latencies.set(label, { step, ms: [] });
      latencies.get(label).ms.push(ms);
    }
    if (status === expect) return json && text ? JSON.parse(text) : null;
    fail(
      measured,
      `${method} ${redact(path)} → ${status || 'pas de réponse'} (attendu ${expect}) : ${redact(text).slice(0, 200)}`,
    );
    throw new JourneyError(label);
  };
}

/** Browse → cart → account → checkout → the order placed, for one variant. */
/**
 * Registers `count` customers (before the measure), each with its own address and the proof-of-work
 * captcha's token that registration asks for (ADR 0027), solved here as the browser would; returns
 * their credentials.
 */
async function registerCustomers(baseUrl, count) {
  const require = createRequire(join(root, 'packages/backend/package.json'));
  const { solveChallenge } = require('altcha-lib');
  const { deriveKey } = require('altcha-lib/algorithms/pbkdf2');
  const customers = [];
  for (let i = 0; i < count; i += 1) {
    const call = shopper(baseUrl, 100_000 + i, false);
    const customer = {
      email: `soak-${i}-${randomBytes(4).toString('hex')}@example.fr`,
      password: `croquettes-${randomBytes(6).toString('hex')}`,
    };
    const { challenge } = await call('account', 'captcha', 'GET', '/api/v2/shop/captcha/challenge?action=register');
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    await call('account', 'register', 'POST', '/api/v2/shop/customers', {
      body: { ...customer, firstName: 'Anne', lastName: 'Martin', captcha },
      expect: 201,
    });
    customers.push(customer);
  }
  return customers;
}

async function journey(baseUrl, n, measured, variant, customer) {
  const call = shopper(baseUrl, n, measured);
  const [animal, category] = n % 2 ? ['cat', 'chat'] : ['dog', 'chien'];
  await call('browse', 'header', 'GET', '/cms/b2c-header?locale=fr');
  await call('browse', 'listing', 'GET', `/cms/b2c-products?filters[animal]=${animal}&page=1&pageSize=24&locale=fr`);
  await call('browse', 'product', 'GET', `/cms/b2c-products/sku-${variant.sku}?render=2&locale=fr`);
  const q = encodeURIComponent(SEARCHES[n % SEARCHES.length]);
  await call('browse', 'search', 'GET', `/search/products?q=${q}&locale=fr`, { headers: SEARCH_HEADERS });
  if (WITH_SITE) {
    await call('browse', 'page: home', 'GET', '/');
    await call('browse', 'page: category', 'GET', `/${category}/`);
    if (variant.page) await call('browse', 'page: product', 'GET', variant.page);
  }

  const cart = await call('cart', 'cart: create', 'POST', '/api/v2/shop/orders', {
    body: { localeCode: 'fr_FR' },
    expect: 201,
  });
  const orderPath = `/api/v2/shop/orders/${cart.tokenValue}`;
  await call('cart', 'cart: add', 'PATCH', `${orderPath}/items`, {
    body: { productVariant: `/api/v2/shop/product-variants/${variant.code}`, quantity: 1 },
  });
  await call('cart', 'cart: read', 'GET', orderPath);

  const { token } = await call('account', 'sign in', 'POST', '/api/v2/shop/customers/token', { body: customer });

  // The cart nobody owns becomes the signed-in shopper's at the first checkout step.
  const addressed = await call('checkout', 'address', 'PUT', orderPath, { body: { billingAddress: ADDRESS }, token });
  await call('checkout', 'shipment', 'PATCH', `${orderPath}/shipments/${addressed.shipments[0].id}`, {
    body: { shippingMethod: '/api/v2/shop/shipping-methods/colissimo' },
    token,
  });
  await call('checkout', 'payment', 'PATCH', `${orderPath}/payments/${addressed.payments[0].id}`, {
    body: { paymentMethod: 'visa' },
    token,
  });
  const card = await call('checkout', 'card', 'POST', '/api/v2/payment-gateway/cards', {
    body: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
    expect: 201,
  });
  await call('checkout', 'complete', 'PATCH', `${orderPath}/complete`, {
    body: { termsAccepted: true, paymentToken: card.token },
    token,
  });
  // The confirmation page reads the placed order with the customer's token (a guest could not).
  await call('checkout', 'order read', 'GET', orderPath, { token });
  if (measured) stats.completed += 1;
  else stats.warmUpCompleted += 1;
}

/**
 * The in-stock variants of the catalogue, each with the orders it may take (its stock less a
 * margin; no stock count is no limit), and the prerendered page of its product when there is one.
 */
async function orderableVariants(baseUrl) {
  const { href } = await loadDomain();
  const variants = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const response = await fetch(`${baseUrl}/cms/b2c-products?page=${page}&pageSize=500&render=1&locale=fr`);
    if (!response.ok) throw new Error(`catalogue illisible : ${response.status}`);
    const { data, meta } = await response.json();
    pageCount = meta.pagination.pageCount;
    for (const product of data) {
      const path = href.product({ product: product.slug });
      for (const v of product.ProductVariants ?? []) {
        if (!v.in_stock || v.show_variant === false || typeof v.base_price !== 'number') continue;
        const left = typeof v.stock === 'number' ? v.stock - STOCK_MARGIN : Number.POSITIVE_INFINITY;
        if (left <= 0) continue;
        const prerendered = WITH_SITE && existsSync(join(STATIC_DIR, path, 'index.html'));
        variants.push({ sku: product.sku, code: v.code, left, page: prerendered ? path : null });
      }
    }
  }
  return variants;
}

async function main(cleanups) {
  if (!process.argv.includes('--packages-built')) {
    await run('pnpm', '--filter @gamelle/domain --filter @gamelle/backend --reporter-hide-prefix run build'.split(' '));
  }
  await ensurePostgres();
  const postgres = await startPostgres();
  cleanups.push(() => postgres.stop());
  const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-soak-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const instances = await startInstances({
    DATABASE_URL: postgres.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    OUTBOX_DIR: join(dataDir, 'outbox'),
    ...(WITH_SITE ? { STATIC_DIR } : {}),
  });
  cleanups.push(() => instances.stop());

  const variants = await orderableVariants(instances.url);
  const total = Math.round(RATE * (WARM_UP + DURATION));
  const room = variants.reduce((sum, v) => sum + v.left, 0);
  if (room < total) throw new Error(`stock insuffisant : ${room} commandes possibles pour ${total} parcours`);

  const customers = await registerCustomers(instances.url, ACCOUNTS);
  const startedAt = new Date();
  const warmUpJourneys = Math.round(RATE * WARM_UP);
  const running = new Set();
  const memory = Object.fromEntries(instances.pids.map((pid) => [pid, { start: 0, end: 0, max: 0 }]));
  const sample = (key) => {
    for (const [pid, m] of Object.entries(memory)) {
      const mb = rssMb(pid);
      if (key) m[key] = mb;
      m.max = Math.max(m.max, mb);
    }
  };
  let sampler = null;
  let next = 0;
  const t0 = performance.now();
  for (let n = 0; n < total && !interrupted; n += 1) {
    const due = t0 + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (n === warmUpJourneys) {
      sample('start');
      sampler = setInterval(() => sample(null), SAMPLE_MS);
    }
    const measured = n >= warmUpJourneys;
    if (measured) {
      stats.started += 1;
      stats.maxStartLag = Math.max(stats.maxStartLag, performance.now() - due);
    }
    // The variants in turn, each while its stock allows.
    let variant = variants[next++ % variants.length];
    while (variant.left <= 0) variant = variants[next++ % variants.length];
    variant.left -= 1;
    // An answer of an unexpected shape is an error of the run too, never a crash of the script.
    const done = journey(instances.url, n + 1, measured, variant, customers[n % customers.length]).catch((error) => {
      if (!(error instanceof JourneyError)) fail(measured, `parcours ${n + 1} : ${redact(String(error))}`);
    });
    running.add(done);
    done.finally(() => running.delete(done));
  }
  // The end of the measure is one interval after the last start, under the same load as its start.
  const end = t0 + (total * 1000) / RATE - performance.now();
  if (end > 0) await sleep(end);
  clearInterval(sampler);
  sample('end');
  await Promise.all(running);

  const require = createRequire(join(root, 'packages/backend/package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query("select count(*)::int as n from orders where state <> 'cart'");
  await client.end();
  return { startedAt, memory, ordersPlaced: rows[0].n, variants: variants.length, stockRoom: room };
}

const cleanups = [];
let cleaning = null;
const cleanup = () => {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) await step();
  })();
  return cleaning;
};
// Ctrl-C reaches the cluster too (it stops its instances itself); the rest is stopped here.
process.once('SIGINT', () => {
  interrupted = true;
  console.error('interrompu : arrêt des instances et de PostgreSQL…');
  cleanup().finally(() => process.exit(130));
});

let result;
try {
  result = await main(cleanups);
} finally {
  await cleanup();
}

const measured = [...latencies.values()];
const ofStep = (step) => measured.filter((l) => l.step === step).flatMap((l) => l.ms);
const steps = Object.fromEntries(STEPS.map((step) => [step, summary(ofStep(step))]));
const overall = summary(measured.flatMap((l) => l.ms));
const requests = Object.fromEntries([...latencies].map(([label, l]) => [label, { step: l.step, ...summary(l.ms) }]));
const memory = Object.entries(result.memory).map(([pid, m]) => ({
  pid: Number(pid),
  startMb: Math.round(m.start),
  endMb: Math.round(m.end),
  maxMb: Math.round(m.max),
  growth: Math.round((1000 * (m.end - m.start)) / m.start) / 10,
}));
const completedAll = stats.completed + stats.warmUpCompleted;
const args = process.argv.slice(2).join(' ');
const cpu = cpus();
const lines = [
  `Measured by \`node scripts/soak.mjs${args ? ` ${args}` : ''}\` on ${result.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (${process.platform}, Node ${process.version}, ${cpu.length} cores, ${cpu[0]?.model.trim()}): ${INSTANCES} instances (\`scripts/cluster.mjs\`) over one PostgreSQL on loopback, ${RATE} journeys started per second for ${DURATION} s after ${WARM_UP} s of warm-up (not counted), ${result.variants} variants ordered in turn; ${WITH_SITE ? 'browse includes the prerendered pages (home, category, product).' : 'browse is the API only (no built site).'}`,
  '',
  '| measure | value |',
  '|---|---:|',
  `| journeys started / completed | ${stats.started} / ${stats.completed} |`,
  `| requests | ${stats.requests} |`,
  `| errors (must be 0) | ${stats.errors}${stats.warmUpErrors ? ` (+ ${stats.warmUpErrors} in warm-up)` : ''} |`,
  `| orders placed (database) / journeys completed with warm-up | ${result.ordersPlaced} / ${completedAll} |`,
  `| largest delay of a journey start (ms) | ${Math.round(stats.maxStartLag)} |`,
  '',
  '| step | requests | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) |',
  '|---|---:|---:|---:|---:|---:|',
  ...[...STEPS.map((step) => [step, steps[step]]), ['all', overall]].map(
    ([step, s]) => `| ${step} | ${s.requests} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`,
  ),
  '',
  '| instance (pid) | RSS start (MB) | RSS end (MB) | RSS max (MB) | growth |',
  '|---|---:|---:|---:|---:|',
  ...memory.map((m) => `| ${m.pid} | ${m.startMb} | ${m.endMb} | ${m.maxMb} | ${m.growth} % |`),
];
console.log(`\n${lines.join('\n')}\n`);
const out = option('json', null);
if (out) {
  const figures = {
    ...result,
    rate: RATE,
    duration: DURATION,
    warmUp: WARM_UP,
    instances: INSTANCES,
    withSite: WITH_SITE,
  };
  writeFileSync(out, `${JSON.stringify({ ...figures, ...stats, steps, overall, requests, memory }, null, 2)}\n`);
}

const reasons = [];
if (stats.errors + stats.warmUpErrors > 0) reasons.push(`${stats.errors + stats.warmUpErrors} erreur(s)`);
if (result.ordersPlaced !== completedAll)
  reasons.push(`${result.ordersPlaced} commandes en base pour ${completedAll} parcours terminés`);
for (const m of memory.filter((m) => m.growth > MAX_GROWTH))
  reasons.push(`la mémoire de l’instance ${m.pid} a crû de ${m.growth} % (${MAX_GROWTH} % au plus)`);
if (reasons.length > 0) {
  console.error(`Endurance en échec : ${reasons.join(' ; ')}.`);
  process.exitCode = 1;
}
