import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

test.describe('the dog ration calculator on a dry dog food’s page (SPEC §2 tools, §5, §9, ADR 0003)', () => {
  test('an anonymous visitor reaches a dry dog food by links and gets the ration of a 20 kg adult dog, to the gram of the FEDIAF formula; bad input is said', async ({
    page,
  }) => {
    await page.goto('/chien/');
    await waitForHydration(page);
    await page
      .getByRole('link', { name: /Croquettes chien adulte au poulet/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/produits\/croquettes-chien-adulte-au-poulet\//);
    await waitForHydration(page);
    // The food's energy as the page prints it (« 3 800 kcal/kg »).
    const energyText = await page
      .getByRole('row', { name: /Énergie métabolisable/ })
      .getByRole('cell')
      .textContent();
    const energy = Number((energyText ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    expect(energy).toBeGreaterThan(1000);

    const calculator = page.getByRole('form', { name: 'Calculer sa ration' });
    // Keyboard alone to the first field, as a person without a mouse does.
    await tabTo(page, calculator.getByRole('textbox', { name: 'Poids de votre chien' }));
    await page.keyboard.type('0');
    await calculator.getByRole('textbox', { name: 'Son âge en mois' }).fill('2,5');
    await calculator.getByRole('button', { name: 'Calculer sa ration' }).click();
    // The first field to correct takes the focus, its message read with it.
    await expect(calculator.getByRole('textbox', { name: 'Poids de votre chien' })).toBeFocused();
    await expect(calculator.getByRole('textbox', { name: 'Poids de votre chien' })).toHaveAccessibleDescription(
      /Indiquez son poids en kilos, plus de 0 et moins de 100/,
    );
    await expect(calculator.getByText(/Indiquez son âge en mois, un nombre entier/)).toBeVisible();
    await axeAtBothWidths(page);

    await calculator.getByRole('textbox', { name: 'Poids de votre chien' }).fill('20');
    await calculator.getByRole('textbox', { name: 'Son âge en mois' }).fill('36');
    await calculator.getByRole('radio', { name: /^Actif/ }).check();
    await calculator.getByRole('radio', { name: '12 kg', exact: true }).check();
    await calculator.getByRole('button', { name: 'Calculer sa ration' }).click();
    // ADR 0003: adult, moderate activity, not sterilised — 110 × 20^0.75 kcal a day.
    const grams = Math.round((110 * 20 ** 0.75) / (energy / 1000));
    const result = page.getByRole('status').filter({ hasText: 'g de croquettes par jour' });
    await expect(result).toContainText(`${grams} g de croquettes par jour`);
    await expect(result).toContainText(`Un sac de 12 kg lui dure ${Math.floor(12000 / grams)} jours.`);
    await expect(result).toContainText('En abonnement, nous vous conseillons : livraison');
    await axeAtBothWidths(page);
  });

  test('SPEC §2 tools as a page of their own: from the footer, a food chosen, the ration and its bag’s frequency; another food, a fresh calculation', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Calculateur de ration' }).click();
    await expect(page).toHaveURL(/\/calculateur-de-ration\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calculateur de ration pour chien' })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Les croquettes de votre chien').selectOption({ label: 'Croquettes chien adulte au poulet' });
    const calculator = page.getByRole('form', { name: 'Calculer sa ration' });
    await calculator.getByRole('textbox', { name: 'Poids de votre chien' }).fill('20');
    await calculator.getByRole('textbox', { name: 'Son âge en mois' }).fill('36');
    await calculator.getByRole('radio', { name: /^Actif/ }).check();
    await calculator.getByRole('radio', { name: '12 kg', exact: true }).check();
    await calculator.getByRole('button', { name: 'Calculer sa ration' }).click();
    const result = page.getByRole('status').filter({ hasText: 'g de croquettes par jour' });
    await expect(result).toContainText(/\d+ g de croquettes par jour/);
    await expect(result).toContainText(/Un sac de 12 kg lui dure \d+ jours\./);
    await axeAtBothWidths(page);
    // The food's page gives the same figure: one formula, one energy.
    const figure = (await result.textContent())?.match(/(\d+) g de croquettes par jour/)?.[1];
    await page
      .getByLabel('Les croquettes de votre chien')
      .selectOption({ label: 'Croquettes chien senior à l’agneau' });
    await expect(page.getByRole('status').filter({ hasText: 'g de croquettes par jour' })).toHaveCount(0);
    await page.getByLabel('Les croquettes de votre chien').selectOption({ label: 'Croquettes chien adulte au poulet' });
    await page.getByRole('link', { name: 'Voir la fiche de Croquettes chien adulte au poulet' }).click();
    await expect(page).toHaveURL(/\/produits\/croquettes-chien-adulte-au-poulet\/$/);
    await waitForHydration(page);
    const onProduct = page.getByRole('form', { name: 'Calculer sa ration' });
    await onProduct.getByRole('textbox', { name: 'Poids de votre chien' }).fill('20');
    await onProduct.getByRole('textbox', { name: 'Son âge en mois' }).fill('36');
    await onProduct.getByRole('radio', { name: /^Actif/ }).check();
    await onProduct.getByRole('button', { name: 'Calculer sa ration' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'g de croquettes par jour' })).toContainText(
      `${figure} g de croquettes par jour`,
    );
  });
});
