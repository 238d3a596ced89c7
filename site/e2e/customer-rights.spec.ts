import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ApiAuth,
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  lastMailPartsTo,
  newCustomer,
  type Placed,
  placeOrder,
  signInWithTokens,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

/** A call of the back office (BACKOFFICE_TOKEN), as the warehouse and the accounts make them. */
function backOffice(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = process.env.GAMELLE_BACKOFFICE_TOKEN;
  if (!token) throw new Error('GAMELLE_BACKOFFICE_TOKEN manque : scripts/e2e.mjs et npm test le donnent');
  return request.fetch(`/api/v2/admin${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
}

/** The shopper signed in, on their account, then to the order by clicking « Mes commandes » and its detail. */
async function toOrder(page: Page, auth: ApiAuth, order: Placed) {
  await page.goto('/');
  await signInWithTokens(page, auth);
  await page.goto('/mon-compte/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-commandes\/$/);
  await page.getByRole('link', { name: `Voir le détail de la commande ${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${order.tokenValue}/$`));
  await waitForHydration(page);
}

test.describe('the withdrawal function (directive 2011/83/EU art. 11a, ADR 0028)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('art. 11a: « Se rétracter du contrat ici » on the order, the confirmation with name and address, « Confirmer la rétractation », the acknowledgment on the page and by e-mail, the withdrawal in the back office', async ({
    page,
    request,
  }) => {
    const { email, auth } = await newCustomer(request, 'retractation');
    const order = await placeOrder(request, auth.token);
    await toOrder(page, auth, order);

    // Not shipped yet: open from now until 14 days after delivery.
    const section = page.getByRole('region', { name: 'Droit de rétractation' });
    await expect(section).toContainText('dès maintenant et jusqu’à 14 jours après sa livraison');
    await axeAtBothWidths(page);
    await section.getByRole('link', { name: 'Se rétracter du contrat ici' }).click();

    // The confirmation step: the order, the name and the address given by the account, the statement.
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${order.tokenValue}/retractation/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Se rétracter du contrat' })).toBeVisible();
    await expect(page).toHaveTitle('Se rétracter d’une commande — Gamelle');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Confirmer la rétractation' });
    const name = form.getByRole('textbox', { name: 'Nom et prénom' });
    await expect(name).toHaveValue('Anne Martin');
    await expect(form.getByRole('textbox', { name: 'Adresse e-mail pour l’accusé de réception' })).toHaveValue(email);
    await expect(page.getByText(order.number, { exact: true })).toBeVisible();
    const statement = `Je, Anne Martin, notifie par la présente ma rétractation du contrat de vente de la commande ${order.number}.`;
    await expect(form.locator('blockquote')).toHaveText(statement);
    await axeAtBothWidths(page);

    // A name left empty: said under the field, the address kept.
    await name.fill('');
    await form.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    await expect(form.getByText('Indiquez votre nom et votre prénom.', { exact: true })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Adresse e-mail pour l’accusé de réception' })).toHaveValue(email);
    await axeAtBothWidths(page);
    await name.fill('Anne Martin');
    await form.getByRole('button', { name: 'Confirmer la rétractation' }).click();

    // The acknowledgment: the date and time it was received, and where the e-mail went.
    const received = page.getByRole('heading', { name: /^Rétractation reçue le \d+ \S+ \d{4} à \d{2}:\d{2}$/ });
    await expect(received).toBeFocused();
    await expect(page.getByText(`L’accusé de réception est envoyé à ${email}.`)).toBeVisible();
    await axeAtBothWidths(page);

    // The e-mail, on a durable medium: the statement, the order, the date and time.
    const mail = await lastMailPartsTo(email);
    expect(mail.subject).toBe(`Accusé de réception de votre rétractation — commande ${order.number}`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(order.number);
      expect(body).toMatch(/le \d+ \S+ \d{4} à \d{2}:\d{2} \(heure de Paris\)/);
    }
    expect(mail.text).toContain(statement);
    expect(mail.text).toContain('nous ne l’expédierons pas');

    // The back office lists it, with the customer's statement.
    const listed = await backOffice(request, 'GET', '/withdrawals?itemsPerPage=100');
    expect(listed.status()).toBe(200);
    const entry = ((await listed.json())['hydra:member'] as { order: string; statement: string; email: string }[]).find(
      (withdrawal) => withdrawal.order === order.number,
    );
    expect(entry).toMatchObject({ statement, email });

    // Back on the order: « Rétractation reçue le … », no second withdrawal offered.
    await page.getByRole('link', { name: 'Revenir à la commande' }).click();
    await expect(page).toHaveURL(new RegExp(`/mon-compte/mes-commandes/${order.tokenValue}/$`));
    await expect(section.getByText(/^Rétractation reçue le \d+ \S+ \d{4} à \d{2}:\d{2}$/)).toBeVisible();
    await expect(section.getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveCount(0);
    await axeAtBothWidths(page);
  });

  test('art. 9: shipped long ago, the period is over — the order says when it ended and offers no withdrawal', async ({
    page,
    request,
  }) => {
    const { auth } = await newCustomer(request, 'retractation-finie');
    const order = await placeOrder(request, auth.token);
    const shipped = await backOffice(request, 'POST', `/orders/${order.number}/shipment`, {
      trackingNumber: '6A12345678901',
      shippedAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    });
    expect(shipped.status()).toBe(200);
    await toOrder(page, auth, order);
    const section = page.getByRole('region', { name: 'Droit de rétractation' });
    await expect(section).toContainText(/Le délai de rétractation de cette commande a pris fin le \d+ \S+ \d{4}\./);
    await expect(section.getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveCount(0);
  });

  test('with the keyboard alone: from the order to the confirmation and the acknowledgment', async ({
    page,
    request,
  }) => {
    const { auth } = await newCustomer(request, 'retractation-clavier');
    const order = await placeOrder(request, auth.token);
    await toOrder(page, auth, order);
    await tabTo(page, page.getByRole('link', { name: 'Se rétracter du contrat ici' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/retractation\/$/);
    await waitForHydration(page);
    const confirm = page.getByRole('button', { name: 'Confirmer la rétractation' });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Rétractation reçue le / })).toBeFocused();
  });
});
