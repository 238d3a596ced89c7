// Lab measures of the buying path in Chromium (ADR 0009): the interaction to next paint (INP) of
// add-to-cart and of a quantity change with the CPU slowed 4×, and the JS the cart and checkout
// pages load until they answer the shopper (gzip, every script the browser fetched).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import chromiumConfig from '../chromium.json' with { type: 'json' };
import { root } from './run.mjs';

const require = createRequire(join(root, 'site', 'package.json'));
const { chromium } = require('@playwright/test');

const CPU_SLOWDOWN = 4;
const DIST = join(root, 'site', 'dist', 'client');

/** Records every event-timing entry that belongs to an interaction (the INP's raw material). */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The interaction's latency: its longest event (Chrome reports none under 16 ms). */
async function interactionLatency(page) {
  const durations = await page.evaluate(() => window.__interactions);
  return durations.length > 0 ? Math.max(...durations) : 16;
}

async function slowPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function hydrated(page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelectorAll('[data-deferred]:not([data-hydrated])').length === 0);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** gzip bytes of the scripts a page fetched (read from the build: what the server sends). */
function scriptBytes(urls) {
  let total = 0;
  for (const url of new Set(urls)) {
    const path = new URL(url).pathname;
    total += gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length;
  }
  return total;
}

function recordScripts(page) {
  const urls = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/assets/'))
      urls.push(response.url());
  });
  return urls;
}

async function signedInCustomer(base) {
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
  const post = (path, body) =>
    fetch(`${base}/api/v2/shop${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/ld+json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  await post('/customers', { email, password: 'croquettes', firstName: 'Banc', lastName: 'Essai' });
  return post('/customers/token', { email, password: 'croquettes' });
}

async function cartWithItem(base, token) {
  const bearer = token ? { Authorization: `Bearer ${token}` } : {};
  const cart = await fetch(`${base}/api/v2/shop/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/ld+json', ...bearer },
    body: JSON.stringify({ localeCode: 'fr_FR' }),
  }).then((r) => r.json());
  // A customer's cart is reached with their token only (SPEC §6): without it, a 404.
  const added = await fetch(`${base}/api/v2/shop/orders/${cart.tokenValue}/items`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/merge-patch+json', ...bearer },
    body: JSON.stringify({ productVariant: '/api/v2/shop/product-variants/10000001', quantity: 1 }),
  });
  if (!added.ok) throw new Error(`ajout au panier refusé (${added.status}) : ${await added.text()}`);
  return cart.tokenValue;
}

/**
 * The JS each page fetches when a shopper only looks at it (no click, no scroll): the scripts its
 * HTML links plus the deferred parts that load on their own after hydration (ADR 0005), gzip.
 * The budget test counts the first; this is the total a first visit downloads.
 */
export async function scriptsAtRest(base, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.executablePath,
    args: chromiumConfig.args,
  });
  try {
    const result = new Map();
    for (const path of paths) {
      const context = await browser.newContext({ locale: 'fr-FR' });
      const page = await context.newPage();
      const scripts = recordScripts(page);
      await page.goto(base + path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      result.set(path, { bytes: scriptBytes(scripts), count: new Set(scripts).size });
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
  }
}

/**
 * Runs the measures against a running shop: `runs` add-to-cart clicks (each on a fresh page) and
 * `runs` quantity changes on the cart page, with the CPU slowed 4×; then the JS of the cart and
 * of the checkout once its first step is shown.
 */
export async function measureInteractions(base, runs = 20) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.executablePath,
    args: chromiumConfig.args,
  });
  try {
    const addToCart = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ locale: 'fr-FR' });
      const page = await slowPage(context);
      await page.goto(`${base}/produits/croquettes-chien-adulte-au-poulet/`);
      await hydrated(page);
      await page.evaluate(observeInteractions);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page
        .getByText(/ajoutés? à votre panier/)
        .first()
        .waitFor();
      addToCart.push(await interactionLatency(page));
      await context.close();
    }

    const quantity = [];
    const context = await browser.newContext({ locale: 'fr-FR' });
    const cartToken = await cartWithItem(base);
    await context.addInitScript((token) => localStorage.setItem('gamelle.cartToken', token), cartToken);
    const cartPage = await slowPage(context);
    const cartScripts = recordScripts(cartPage);
    await cartPage.goto(`${base}/panier/`);
    await hydrated(cartPage);
    await cartPage.getByRole('button', { name: 'Augmenter la quantité' }).waitFor();
    await cartPage.waitForLoadState('networkidle');
    const cartJs = scriptBytes(cartScripts);
    for (let i = 0; i < runs; i += 1) {
      await cartPage.evaluate(observeInteractions);
      const up = i % 2 === 0;
      const heading = cartPage.getByRole('heading', { level: 2, name: up ? /^2 articles/ : /^1 article/ });
      await cartPage.getByRole('button', { name: up ? 'Augmenter la quantité' : 'Diminuer la quantité' }).click();
      await heading.waitFor();
      await cartPage.waitForLoadState('networkidle');
      quantity.push(await interactionLatency(cartPage));
    }
    await context.close();

    const auth = await signedInCustomer(base);
    const checkoutContext = await browser.newContext({ locale: 'fr-FR' });
    const orderToken = await cartWithItem(base, auth.token);
    await checkoutContext.addInitScript(
      ([token, refresh, customer]) => {
        localStorage.setItem('gamelle.accessToken', token);
        localStorage.setItem('gamelle.refreshToken', refresh);
        localStorage.setItem('gamelle.customer', customer);
      },
      [auth.token, auth.refresh_token, auth.customer],
    );
    const checkoutPage = await checkoutContext.newPage();
    const checkoutScripts = recordScripts(checkoutPage);
    await checkoutPage.goto(`${base}/commande/${orderToken}/`);
    await checkoutPage.getByRole('form', { name: 'Adresse de facturation' }).waitFor();
    await checkoutPage.waitForLoadState('networkidle');
    const checkoutJs = scriptBytes(checkoutScripts);
    await checkoutContext.close();

    return {
      runs,
      cpuSlowdown: CPU_SLOWDOWN,
      addToCart: { median: median(addToCart), max: Math.max(...addToCart) },
      quantity: { median: median(quantity), max: Math.max(...quantity) },
      cartJs,
      cartScripts: new Set(cartScripts).size,
      checkoutJs,
      checkoutScripts: new Set(checkoutScripts).size,
    };
  } finally {
    await browser.close();
  }
}
