import {
  expect,
  lastMailPartsTo,
  newCustomer,
  orderReadyToPay,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';

/**
 * The confirmation e-mail a shopper keeps (SPEC §2 confirmation): after placing an order on the
 * summary, its HTML and text versions list the lines, the addresses and the payment to make, and
 * its link opens the order in the account.
 */
test.describe('SPEC §2 confirmation e-mail', () => {
  test('after a shopper’s order by cheque, the confirmation e-mail’s HTML lists the lines, the address and the cheque to send, and its link opens the order', async ({
    page,
    request,
  }) => {
    const { auth, email } = await newCustomer(request, 'courriel-confirmation');
    const cart = await orderReadyToPay(request, auth.token, 'cheque');
    await page.goto('/');
    await signInWithTokens(page, auth);
    await page.goto(`/commande/${cart}/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Récapitulatif' })).toBeVisible();
    await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
    await page.getByRole('button', { name: /^Valider ma commande/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' })).toBeVisible();
    const order = await (
      await request.get(`/api/v2/shop/orders/${cart}`, { headers: { Authorization: `Bearer ${auth.token}` } })
    ).json();
    const line = order.items[0] as { quantity: number; variant: { productName: string } };

    const mail = await lastMailPartsTo(email);
    expect(mail.subject).toBe(`Votre commande ${order.number} est confirmée`);
    const link = new RegExp(`href="(https?://[^"]+/mon-compte/mes-commandes/${cart}/)"`).exec(mail.html)?.[1];
    expect(link).toBeTruthy();
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(line.variant.productName);
      expect(body).toContain('12 rue des Lilas');
      expect(body).toContain('69004 Lyon');
      expect(body).toContain('Colissimo à domicile');
      expect(body).toContain('Envoyez votre chèque à l’ordre de');
    }
    expect(mail.text).toContain(`/mon-compte/mes-commandes/${cart}/`);

    // The reader follows the link of the e-mail: the order, in their account.
    await page.goto(new URL(link ?? '/').pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Détail de la commande' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Commande ${order.number} passée le`))).toBeVisible();
  });
});
