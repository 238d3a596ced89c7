import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.describe('the professional shop (SPEC §1 B2B variant)', () => {
  test('a professional registers with the company’s VAT number; a cart under the minimum order says what is missing and cannot be paid', async ({
    page,
  }) => {
    await page.goto('/connexion/');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`pro-${Date.now()}@example.fr`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeFocused();
    await page.getByRole('button', { name: /Créer un compte professionnel/ }).click();
    await expect(page.getByRole('heading', { name: 'Créez votre compte professionnel' })).toBeFocused();
    const form = page.getByRole('form', { name: 'Création de compte professionnel' });
    await form.getByRole('textbox', { name: 'Raison sociale' }).fill('Élevage des Trois Chênes');
    await form.getByRole('radio', { name: 'Belgique' }).check();
    // SPEC §5-style check by country: a Luxembourg number for a Belgian company is refused, in French.
    await form.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' }).fill('LU12345678');
    await form.getByRole('textbox', { name: 'Prénom' }).fill('Jan');
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Peeters');
    await form.getByLabel('Mot de passe').fill('croquettes');
    await form.getByRole('button', { name: 'Créer mon compte professionnel' }).click();
    await expect(form.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' })).toHaveAccessibleDescription(
      /n’a pas le format du pays de l’entreprise/,
    );
    await expectNoAxeViolations(page);
    await form.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' }).fill('BE 0123.456.789');
    await form.getByRole('button', { name: 'Créer mon compte professionnel' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/bienvenue\/$/);

    // One bag: under the professional minimum (150 € TTC by default).
    await page.goto('/?variantId=10000001&quantity=1');
    await expect(page.getByText(/ajouté à votre panier/)).toBeVisible();
    await page
      .getByRole('link', { name: /^Mon panier/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/panier\/$/);
    await expect(
      page.getByText(
        /^Commande professionnelle : il manque \d+,\d{2}\s€ à votre panier pour atteindre le minimum de 150,00\s€\sTTC\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passer commande' })).toHaveCount(0);
    // Prices HT and TTC, the professional service's own contact and hours (SPEC §9: until 17:30).
    await expect(page.getByText('Total HT', { exact: true })).toBeVisible();
    await expect(page.getByText('Dont TVA', { exact: true })).toBeVisible();
    const contact = page.getByRole('complementary', { name: 'Votre service professionnel' });
    await expect(contact).toContainText('Du lundi au vendredi, de 9 h à 17 h 30.');
    await expect(contact.getByRole('link', { name: 'pro@gamelle.example' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The professional shop's cross-sell leads to a product whose prices are shown without VAT too.
    const proCrossSell = page.getByRole('region', { name: 'Pour votre structure : nos grands formats' });
    await expect(proCrossSell).toBeVisible();
    await proCrossSell.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/produits\/[^/]+\/$/);
    await waitForHydration(page);
    const formats = page.getByRole('group', { name: 'Format', exact: true });
    await expect(formats.getByText(/\d,\d{2}\s€\sHT/).first()).toBeVisible();
  });

  test('a shopper who is not a professional sees no price without VAT, no professional cross-sell', async ({
    page,
  }) => {
    await page.goto('/panier/');
    await expect(page.getByRole('region', { name: 'Pour votre structure : nos grands formats' })).toBeHidden();
    await page.goto('/produits/croquettes-chien-adulte-au-poulet/');
    await waitForHydration(page);
    await expect(page.getByRole('group', { name: 'Format', exact: true })).toBeVisible();
    await expect(page.getByText(/\d,\d{2}\s€\sHT/).filter({ visible: true })).toHaveCount(0);
  });
});
