import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  expectNoAxeViolations,
  fillLoginForm,
  newCustomer,
  type Placed,
  placeOrder,
  signInWithTokens as signIn,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

/** Orders per page of the list (site/lib/account/account-orders.ts `ORDERS_PAGE_SIZE`): one more shows « Voir plus ». */
const PAGE_SIZE = 5;
const DAY = 86_400_000;

/** The warehouse says the parcel left `daysAgo` days ago (the back office, BACKOFFICE_TOKEN). */
async function markShipped(request: APIRequestContext, order: Placed, daysAgo: number) {
  const token = process.env.GAMELLE_BACKOFFICE_TOKEN;
  if (!token) throw new Error('GAMELLE_BACKOFFICE_TOKEN manque : scripts/e2e.mjs et npm test le donnent');
  const shipped = await request.post(`/api/v2/admin/orders/${order.number}/shipment`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { trackingNumber: '6A12345678901', shippedAt: new Date(Date.now() - daysAgo * DAY).toISOString() },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
}

/** Amounts as the invoice prints them (« 55,80 € »), spaces of any kind made plain. */
const money = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s+/g, ' ');
const plain = (text: string) => text.replace(/[\u00a0\u202f\s]+/g, ' ');

/** The text of a PDF, every page, as pdf.js reads it. */
async function pdfText(path: string): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(readFileSync(path)));
  return plain((await extractText(document, { mergePages: true })).text);
}

const card = (page: Page, number: string) => page.getByRole('article', { name: `Commande ${number}` });

test.describe('orders /mon-compte/mes-commandes/ and /mon-compte/mes-commandes/{order}/ (SPEC §2, §3, §4)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('SPEC §2 "last order, history, a load more button, invoice download (available 7 to 10 days after shipping)"', async ({
    page,
    request,
  }) => {
    const { auth } = await newCustomer(request, 'commandes');
    const placed: Placed[] = [];
    for (let index = 0; index < PAGE_SIZE; index += 1) placed.push(await placeOrder(request, auth.token));
    // The last one waits for its cheque (SPEC §4 "awaiting payment (pay-now action)").
    placed.push(await placeOrder(request, auth.token, 'cheque'));
    const [oldest, second] = placed as [Placed, Placed];
    const last = placed[placed.length - 1] as Placed;
    await markShipped(request, second, 2);

    // The shopper arrives signed in, at the account, and follows its links.
    await page.goto('/');
    await signIn(page, auth);
    await page.goto('/mon-compte/');
    await waitForHydration(page);
    // The dashboard's last order leads to its detail page.
    await expect(page.getByRole('link', { name: 'Voir la commande' })).toHaveAttribute(
      'href',
      `/mon-compte/mes-commandes/${last.tokenValue}/`,
    );
    await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes commandes' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/mes-commandes\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
    await expect(page).toHaveTitle('Mes commandes — Gamelle');

    // Last order first, on its own, with its SPEC §3 facts and SPEC §4 status and alert.
    const lastSection = page.getByRole('region', { name: 'Dernière commande' });
    const lastCard = lastSection.getByRole('article', { name: `Commande ${last.number}` });
    await expect(lastCard).toBeVisible();
    await expect(lastCard.getByText('En attente de paiement', { exact: true })).toBeVisible();
    await expect(lastCard.getByText('Chèque')).toBeVisible();
    await expect(lastCard.getByText('Colissimo', { exact: false })).toBeVisible();
    await expect(lastCard.getByRole('alert')).toContainText('Votre commande est en attente de paiement.');
    await expect(lastCard.getByRole('link', { name: 'Payer maintenant' })).toHaveAttribute(
      'href',
      `/commande/${last.tokenValue}/confirmation/`,
    );
    // A shipped order shows its tracking number and the carrier's page.
    const shippedCard = card(page, second.number);
    await expect(shippedCard.getByText('Expédiée', { exact: true })).toBeVisible();
    await expect(shippedCard.getByText('6A12345678901')).toBeVisible();
    await expect(shippedCard.getByRole('link', { name: 'Suivre le colis (nouvelle fenêtre)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    // One page of the API: the oldest order is not there yet.
    await expect(page.getByText(`5 commandes affichées sur 6`)).toBeVisible();
    await expect(card(page, oldest.number)).toHaveCount(0);
    await axeAtBothWidths(page);

    // « Voir plus de commandes »: the next page, the focus on the first order it brought.
    await page.getByRole('button', { name: 'Voir plus de commandes' }).click();
    await expect(card(page, oldest.number)).toBeFocused();
    await expect(page.getByText('6 commandes affichées sur 6')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voir plus de commandes' })).toHaveCount(0);
    await axeAtBothWidths(page);

    // The oldest order's detail: lines, addresses, shipping, payment, totals; no invoice before shipping.
    await card(page, oldest.number)
      .getByRole('link', { name: `Voir le détail de la commande ${oldest.number}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${oldest.tokenValue}/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Détail de la commande' })).toBeVisible();
    await expect(page).toHaveTitle('Ma commande — Gamelle');
    await expect(page.getByText(new RegExp(`^Commande ${oldest.number} passée le`))).toBeVisible();
    const lines = page.getByRole('region', { name: 'Articles commandés' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines).toContainText('Quantité : 2');
    await expect(page.getByRole('region', { name: 'Adresses' })).toContainText('12 rue des Lilas');
    await expect(page.getByRole('region', { name: 'Livraison' })).toContainText('Pas encore expédiée');
    await expect(page.getByRole('region', { name: 'Paiement' })).toContainText('Carte Visa');
    await expect(page.locator(`[data-order-total="${oldest.total}"]`)).toBeVisible();
    await expect(
      page.getByText('Votre facture sera disponible 7 à 10 jours après l’expédition de votre commande.'),
    ).toBeVisible();
    await axeAtBothWidths(page);

    // The warehouse ships it, eight days ago: the invoice can be downloaded, a real PDF.
    await markShipped(request, oldest, 8);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Livraison' })).toContainText('Expédiée le');
    await expect(page.getByText('6A12345678901')).toBeVisible();
    await axeAtBothWidths(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger la facture' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^facture-F\d{4}-\d{6}\.pdf$/);
    const text = await pdfText(await download.path());
    expect(text).toContain(`Commande n° ${oldest.number}`);
    expect(text).toContain(`Total TTC ${money(oldest.total)}`);
    expect(text).toContain(`Total HT ${money(oldest.total - oldest.taxTotal)}`);
    expect(text).toContain('TVA');

    // Back to the list: the order shipped two days ago says from when its invoice can be had.
    await page.getByRole('link', { name: 'Retour à mes commandes' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/mes-commandes\/$/);
    // The shipped order, two days ago: the invoice's day is said.
    await shippedCard.getByRole('link', { name: `Voir le détail de la commande ${second.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${second.tokenValue}/$`));
    await expect(
      page.getByText(
        /Votre facture sera disponible 7 à 10 jours après l’expédition de votre commande, à partir du \d+ \S+ \d{4}\./,
      ),
    ).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test('SPEC §2 is-authenticated: an anonymous visitor is sent to the login and comes back to the order; another customer’s order is not found', async ({
    page,
    request,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    const { email, auth } = await newCustomer(request, 'garde-commande');
    const order = await placeOrder(request, auth.token);
    await page.goto('/mon-compte/mes-commandes/');
    await expect(page).toHaveURL(/\/connexion\/$/);
    await page.goto(`/mon-compte/mes-commandes/${order.tokenValue}/`);
    await fillLoginForm(page, email);
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${order.tokenValue}/$`));
    await expect(page.getByText(new RegExp(`^Commande ${order.number} passée le`))).toBeVisible();

    // Another customer's order: not found, and a way back (SPEC §7 ownership: 404).
    const other = await newCustomer(request, 'autre');
    const theirs = await placeOrder(request, other.auth.token);
    await page.goto(`/mon-compte/mes-commandes/${theirs.tokenValue}/`);
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveText('Cette commande est introuvable.');
    await expect(page.getByRole('link', { name: 'Retour à mes commandes' })).toBeVisible();
    await axeAtBothWidths(page);
  });

  test('with the keyboard alone: to the orders, « Voir plus », an order, its invoice', async ({ page, request }) => {
    const { auth } = await newCustomer(request, 'clavier');
    const placed: Placed[] = [];
    for (let index = 0; index <= PAGE_SIZE; index += 1) placed.push(await placeOrder(request, auth.token));
    const oldest = placed[0] as Placed;
    await markShipped(request, oldest, 9);
    await page.goto('/');
    await signIn(page, auth);
    await page.goto('/mon-compte/');
    await waitForHydration(page);
    await tabTo(page, page.getByRole('link', { name: 'Mes commandes' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mon-compte\/mes-commandes\/$/);
    await waitForHydration(page);
    const more = page.getByRole('button', { name: 'Voir plus de commandes' });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await expect(card(page, oldest.number)).toBeFocused();
    await page.keyboard.press('Tab');
    await tabTo(page, page.getByRole('link', { name: `Voir le détail de la commande ${oldest.number}` }), 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${oldest.tokenValue}/$`));
    await waitForHydration(page);
    const invoice = page.getByRole('button', { name: 'Télécharger la facture' });
    await tabTo(page, invoice);
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
