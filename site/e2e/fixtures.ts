import AxeBuilder from '@axe-core/playwright';
import type { CaptchaAction } from '@gamelle/domain';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** WCAG 2.2 A and AA rule tags (standards: every page passes axe with zero violations). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page once it is still (no CSS transition or animation running: a button caught
 * halfway from its pending colour to its own would fail the contrast rule for a few frames) and
 * fails with a readable list of violations.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe sur ${page.url()}`,
  ).toEqual([]);
}

/**
 * Every test fails on a console error or an uncaught exception in the page (hydration mismatches
 * and CSP violations show up there), and on any axe violation of a page it visited.
 */
export const test = base.extend<{
  consoleErrors: { allow(pattern: RegExp): void };
  /**
   * The visitor's cookie choice when the test starts (ADR 0018): `refused` by default, a
   * visitor who answered the banner long ago (it covers no button, no tracking request leaves);
   * `accepted`, one who accepted everything long ago; `none` for the tests of the banner itself (`test.use({ consentChoice: 'none' })`).
   */
  consentChoice: 'refused' | 'accepted' | 'none';
  decidedConsent: undefined;
  googleStub: undefined;
}>({
  // The e2e shop has a tag manager (scripts/lib/shop.mjs): the browser never reaches Google — its
  // script is answered here, by one line that counts its loads (the CSP still decides whether the
  // page may ask for it).
  googleStub: [
    async ({ context }, use) => {
      await context.route(/^https:\/\/[\w.-]*(googletagmanager|google-analytics)\.com\//, (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'window.gamelleTagManagerLoads = (window.gamelleTagManagerLoads || 0) + 1;',
        }),
      );
      await use(undefined);
    },
    { auto: true },
  ],
  consentChoice: ['refused', { option: true }],
  decidedConsent: [
    async ({ page, consentChoice }, use) => {
      if (consentChoice !== 'none') {
        await page.addInitScript((given) => {
          if (window.localStorage.getItem('gamelle.consent')) return;
          window.localStorage.setItem(
            'gamelle.consent',
            JSON.stringify({ version: 1, measurement: given, marketing: given, at: new Date().toISOString() }),
          );
        }, consentChoice === 'accepted');
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // Each test is another shopper's connection: the e2e shop trusts one proxy hop (TRUST_PROXY=1),
  // so the per-address limits of sign-in and registration count per test, as they
  // would per visitor, and never add up over the whole suite.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const hash = [...testInfo.testId].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
    // The limits count an IPv6 client by its /64 network: the test's own network, from its id.
    const address = `2001:db8:${(hash >>> 16).toString(16)}:${(hash & 0xffff).toString(16)}::${testInfo.retry + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      // A test that provokes an error on purpose (a 404 answer) names it; anything else fails.
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
        'erreurs dans la console',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page's structured data blocks of one schema.org type. */
export async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === type);
}

/**
 * Waits until the page is hydrated (`html[data-hydrated]`, set after the first render by `+onAfterRenderClient`) and every
 * deferred part of it has its code and listens to the shopper (ADR 0005).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelectorAll('[data-deferred]:not([data-hydrated])').length === 0);
}

/**
 * The text of the last e-mail the shop wrote to `to` in its outbox (`GAMELLE_OUTBOX_DIR`, given by
 * `npm test`), decoded from quoted-printable; waits up to five seconds for it.
 */
export async function lastMailTo(to: string): Promise<string> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const dir = process.env.GAMELLE_OUTBOX_DIR;
  if (!dir) throw new Error('GAMELLE_OUTBOX_DIR manque : npm test le donne (le dossier outbox de la boutique)');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      files = [];
    }
    for (const name of files) {
      const raw = readFileSync(join(dir, name), 'utf8');
      if (!raw.includes(`To: ${to}`)) continue;
      const body = raw.replace(/=\r?\n/g, '');
      const bytes = body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`aucun e-mail pour ${to}`);
}

/**
 * The last e-mail the shop wrote to `to` in its outbox (`GAMELLE_OUTBOX_DIR`), read as a mail client
 * reads it (mailparser): its subject, its text part and its HTML part; waits up to five seconds.
 */
export async function lastMailPartsTo(to: string): Promise<{ subject: string; text: string; html: string }> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { simpleParser } = await import('mailparser');
  const dir = process.env.GAMELLE_OUTBOX_DIR;
  if (!dir) throw new Error('GAMELLE_OUTBOX_DIR manque : npm test le donne (le dossier outbox de la boutique)');
  await expect
    .poll(() => {
      try {
        return readdirSync(dir).some(
          (name) => name.endsWith('.eml') && readFileSync(join(dir, name), 'utf8').includes(`To: ${to}`),
        );
      } catch {
        return false;
      }
    })
    .toBe(true);
  const name = readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()
    .find((file) => readFileSync(join(dir, file), 'utf8').includes(`To: ${to}`));
  const mail = await simpleParser(readFileSync(join(dir, name ?? '')));
  return { subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
}

/** axe on the page as it is at a phone's width (320 px) and a desktop's (1280 px), then the width it had. */
export async function expectNoAxeViolationsAtPhoneAndDesktop(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: size.height });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(size);
}

/** Presses Tab until `target` has the focus (the keyboard alone, as a person without a mouse). */
export async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

export interface ApiAuth {
  token: string;
  refresh_token: string;
  customer: string;
}

/**
 * A token of the shop's proof-of-work captcha for `action` (ADR 0027), obtained as the browser
 * obtains one: a challenge asked of the shop, solved here at the e2e shop's difficulty (a few
 * milliseconds, scripts/lib/shop.mjs). Good once.
 */
export async function captchaToken(request: APIRequestContext, action: CaptchaAction): Promise<string> {
  const answer = await request.get(`/api/v2/shop/captcha/challenge?action=${action}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { challenge } = await answer.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution, 'défi du captcha résolu').not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution }), 'utf8').toString('base64');
}

/**
 * An account opened through the API as the login page opens one (SPEC §5 registration, with its
 * captcha token); the answer is checked.
 */
export async function registerCustomer(
  request: APIRequestContext,
  data: { email: string; password: string; firstName: string; lastName: string } & Record<string, unknown>,
): Promise<void> {
  const answer = await request.post('/api/v2/shop/customers', {
    data: { ...data, captcha: await captchaToken(request, 'register') },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** A customer made through the API (registration is walked in login.spec.ts), with the API's tokens. */
export async function newCustomer(
  request: APIRequestContext,
  prefix: string,
  { firstName = 'Anne', lastName = 'Martin' } = {},
): Promise<{ email: string; auth: ApiAuth }> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
  await registerCustomer(request, { email, password: 'croquettes', firstName, lastName });
  const auth = await (
    await request.post('/api/v2/shop/customers/token', { data: { email, password: 'croquettes' } })
  ).json();
  return { email, auth: auth as ApiAuth };
}

/**
 * The login page as a shopper fills it (SPEC §2 lookup then login): once there — sent by the
 * is-authenticated guard or by a link — the e-mail and Enter, the password and Enter.
 */
export async function fillLoginForm(page: Page, email: string, password = 'croquettes'): Promise<void> {
  await expect(page).toHaveURL(/\/connexion\/$/);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.keyboard.press('Enter');
  await page.getByLabel('Mot de passe').fill(password);
  await page.keyboard.press('Enter');
}

/**
 * The checkout's billing address as a shopper types it — street, postcode, city and country; the
 * names come from the account (SPEC §5 address rules).
 */
export async function fillBillingAddress(page: Page, { postcode = '69004', country = 'France' } = {}): Promise<void> {
  const form = page.getByRole('form', { name: 'Adresse de facturation' });
  await form.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue des Lilas');
  await form.getByRole('textbox', { name: 'Code postal' }).fill(postcode);
  await form.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
  await form.getByRole('radio', { name: country }).check();
}

/** A Visa card typed into the checkout's payment step (the payment simulator's accepted card by default). */
export async function fillVisaCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  await page.getByRole('radio', { name: /^Carte Visa/ }).check();
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(number);
  await page.getByRole('textbox', { name: 'Date d’expiration (MM/AA)' }).fill('12/30');
  await page.getByRole('textbox', { name: /Cryptogramme/ }).fill('123');
}

/**
 * A tool's food shown as a product card (the guide's results, a cat's menu): its packshot, a price
 * with tax, the price per kilogram beside it (directive 98/6/EC) and a button that puts it in the cart.
 */
export async function expectFoodCard(card: Locator): Promise<void> {
  await expect(card.locator('img[src*="/images/products/"]').last()).toBeAttached();
  await expect(card.getByText(/^\d+,\d{2}\s€\sTTC$/).first()).toBeVisible();
  await expect(card.getByText(/^\d+,\d{2}\s€\s?\/\s?kg$/).first()).toBeVisible();
  await expect(card.getByRole('button', { name: /^(Ajouter au panier|M’abonner)/ }).first()).toBeVisible();
}

/** Signs the page in with tokens, as the login page leaves them (SPEC §9 stored keys). */
export async function signInWithTokens(page: Page, auth: ApiAuth): Promise<void> {
  await page.evaluate(
    ([token, refresh, customer]) => {
      localStorage.setItem('gamelle.accessToken', token as string);
      localStorage.setItem('gamelle.refreshToken', refresh as string);
      localStorage.setItem('gamelle.customer', customer as string);
    },
    [auth.token, auth.refresh_token, auth.customer],
  );
}

export type Placed = { tokenValue: string; number: string; total: number; taxTotal: number };

/**
 * A cart of `quantity` × `variant` taken through the checkout's calls up to the summary: addressed,
 * sent by Colissimo, paid by `method` once completed. Returns the cart's token.
 */
export async function orderReadyToPay(
  request: APIRequestContext,
  token: string,
  method: 'visa' | 'cheque' = 'visa',
  {
    subscriptionInterval,
    variant = '10000001',
    quantity = 2,
  }: { subscriptionInterval?: number; variant?: string; quantity?: number } = {},
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const patch = { ...headers, 'Content-Type': 'application/merge-patch+json' };
  const cart = (await (await request.post('/api/v2/shop/orders', { headers, data: { localeCode: 'fr_FR' } })).json())
    .tokenValue as string;
  const added = await request.patch(`/api/v2/shop/orders/${cart}/items`, {
    headers: patch,
    data: {
      productVariant: `/api/v2/shop/product-variants/${variant}`,
      quantity,
      ...(subscriptionInterval ? { subscriptionInterval } : {}),
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const addressed = await request.put(`/api/v2/shop/orders/${cart}`, {
    headers,
    data: {
      billingAddress: {
        firstName: 'Anne',
        lastName: 'Martin',
        countryCode: 'FR',
        street: '12 rue des Lilas',
        postcode: '69004',
        city: 'Lyon',
        phoneNumber: '+33612345678',
      },
    },
  });
  expect(addressed.status(), await addressed.text()).toBe(200);
  const order = await addressed.json();
  await request.patch(`/api/v2/shop/orders/${cart}/shipments/${order.shipments[0].id}`, {
    headers: patch,
    data: { shippingMethod: '/api/v2/shop/shipping-methods/colissimo' },
  });
  await request.patch(`/api/v2/shop/orders/${cart}/payments/${order.payments[0].id}`, {
    headers: patch,
    data: { paymentMethod: method },
  });
  return cart;
}

/**
 * A placed order through the calls the checkout makes (the checkout's screens are walked in
 * checkout.spec.ts): by card (paid) or by cheque (awaiting payment); with `subscriptionInterval`,
 * its line is a subscription every that many days (SPEC §3).
 */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  method: 'visa' | 'cheque' = 'visa',
  { subscriptionInterval }: { subscriptionInterval?: number } = {},
): Promise<Placed> {
  const cart = await orderReadyToPay(request, token, method, { subscriptionInterval });
  const patch = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/merge-patch+json' };
  const card =
    method === 'visa'
      ? (
          await (
            await request.post('/api/v2/payment-gateway/cards', {
              data: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
            })
          ).json()
        ).token
      : undefined;
  const placed = await request.patch(`/api/v2/shop/orders/${cart}/complete`, {
    headers: { ...patch, 'Idempotency-Key': `e2e-${cart}` },
    data: { termsAccepted: true, ...(card ? { paymentToken: card } : {}) },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()) as Placed;
}
