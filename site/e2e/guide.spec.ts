import type { Page } from '@playwright/test';
import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  expectFoodCard,
  fillLoginForm,
  newCustomer,
  test,
  waitForHydration,
} from './fixtures';

/** A dog described in the guide by a visitor, as the browser keeps it. */
async function keepPet(page: Page, overrides: Record<string, unknown> = {}) {
  await page.evaluate((pet) => sessionStorage.setItem('gamelle.guidePet', JSON.stringify(pet)), {
    type: '/api/v2/shop/animal-types/1',
    gender: '/api/v2/shop/animal-genders/1',
    name: 'Rex',
    breed: 'Berger',
    crossbreed: false,
    birthday: { in_date: false, birthday_years: 5, birthday_months: 0 },
    sterilized: false,
    condition: 3,
    activity: 2,
    weight: 30,
    feature: { hasFeature: false },
    feeds: ['croquettes'],
    kibbleBrand: 'Autre marque',
    ...overrides,
  });
}

test.describe('the dry-food guide /guide-croquettes/… (SPEC §2, §5, §7, §8)', () => {
  test('an anonymous visitor describes a 20 kg adult dog in three steps and puts the recommended food in the cart by subscription, at the frequency its bag lasts', async ({
    page,
    request,
  }) => {
    // Three steps, the results and the cart, axe twice on four states.
    test.slow();
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Guide croquettes' })
      .click();
    // SPEC §2 guard no-animal-to-create-one: no pet yet, so describe one.
    await expect(page).toHaveURL(/\/guide-croquettes\/nouveau\/$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Décrivez votre animal' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Votre animal' });
    await expect(form.getByRole('heading', { name: 'Étape 1 sur 3 : Son profil' })).toBeVisible();
    // One step at a time: the next ones are not shown yet.
    await expect(form.getByRole('textbox', { name: 'Son poids' })).toBeHidden();
    await expect(form.getByRole('heading', { name: /Étape 2 sur 3/ })).toBeHidden();
    // A step is checked before the next: its mistakes said under its fields.
    await form.getByRole('button', { name: 'Continuer' }).click();
    await expect(form.getByRole('alert').filter({ hasText: /^Cette étape contient \d+ erreurs/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Son nom' })).toHaveAccessibleDescription(
      /Ce champ est obligatoire\./,
    );
    // The focus goes to the first mistake: the kind of animal, not chosen yet.
    await expect(form.getByRole('group', { name: 'Chien ou chat ?' }).locator(':focus')).toHaveCount(1);
    await axeAtBothWidths(page);
    await form.getByRole('radio', { name: 'Chien' }).check();
    await form.getByRole('textbox', { name: 'Son nom' }).fill('Praline');
    await form.getByRole('radio', { name: 'Femelle' }).check();
    await form.getByRole('textbox', { name: 'Sa race' }).fill('Labrador');
    await form.getByRole('radio', { name: 'Je connais son âge' }).check();
    await form.getByRole('spinbutton', { name: 'Ans' }).fill('3');
    // Enter in a field goes on to the next step, as « Continuer » does.
    await form.getByRole('spinbutton', { name: 'Ans' }).press('Enter');

    await expect(form.getByRole('heading', { name: 'Étape 2 sur 3 : Sa forme' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Son nom' })).toBeHidden();
    await form.getByRole('textbox', { name: 'Son poids' }).fill('20');
    await form.getByRole('radio', { name: 'Idéal' }).check();
    await form.getByRole('radio', { name: /^Actif/ }).check();
    await form.getByRole('group', { name: 'Est-il stérilisé ?' }).getByRole('radio', { name: 'Non' }).check();
    await form.getByRole('button', { name: 'Continuer' }).click();

    await expect(form.getByRole('heading', { name: 'Étape 3 sur 3 : Son alimentation' })).toBeFocused();
    // No photo without an account: the upload is signed for a customer.
    await expect(form.getByText('Sa photo (facultatif)')).toHaveCount(0);
    await form.getByRole('checkbox', { name: 'Croquettes' }).check();
    await form.getByRole('textbox', { name: 'La marque de ce qu’il mange' }).fill('Autre marque');
    await axeAtBothWidths(page);
    await form.getByRole('button', { name: 'Voir mes recommandations' }).click();

    await expect(page).toHaveURL(/\/guide-croquettes\/nouveau\/recommandations\/$/);
    await expect(page.getByText('Pour Praline, 3 ans, 20 kg')).toBeVisible();
    const best = page.getByRole('article').filter({ hasText: 'Notre conseil' });
    await expect(best.getByText(/^\d+ g par jour$/)).toBeVisible();
    // The recommended food and every other one that suits: product cards, each with what it takes to buy.
    await expectFoodCard(best);
    const others = page.getByRole('region', { name: 'Autres croquettes adaptées' }).getByRole('article');
    expect(await others.count()).toBeGreaterThan(0);
    for (const other of await others.all()) await expectFoodCard(other);
    const productLink = best.getByRole('heading', { level: 2 }).getByRole('link');
    const slug = ((await productLink.getAttribute('href')) ?? '').split('/')[2] ?? '';
    await axeAtBothWidths(page);

    // The frequency proposed is the one the ration calculator gives for the chosen bag (SPEC §7).
    const product = (await (await request.get(`/cms/b2c-products/${slug}?render=2`)).json()).data;
    const ration = (
      await (
        await request.get(
          `/cms/b2c-rations/getReco?ref=${product.sku}&weight=20&month=36&activity=moderate&sterilized=false`,
        )
      ).json()
    ).data;
    const chosen = best.getByRole('radio', { checked: true });
    const code = await chosen.getAttribute('value');
    const days = ration.formats.find((format: { code: string }) => format.code === code).frequency.days as number;
    await best.getByRole('button', { name: /^M’abonner : livraison/ }).click();
    await expect(best.getByRole('status').filter({ hasText: 'C’est dans votre panier.' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('gamelle.cartToken'));
    const cart = await (await request.get(`/api/v2/shop/orders/${token}`)).json();
    expect(cart.items).toEqual([expect.objectContaining({ subscriptionInterval: days, quantity: 1 })]);
    await best.getByRole('link', { name: 'Voir mon panier' }).click();
    await expect(page).toHaveURL(/\/panier\/$/);
    // In the cart's lines: the results page, still shown when the address changes, names the product too.
    await expect(
      page.getByRole('list', { name: 'Articles de votre panier' }).getByText(product.name).first(),
    ).toBeVisible();
  });

  test('SPEC §8 "Guide with no result: consult a vet": a dog with a health condition kept by the browser gets the vet’s advice, from the entrance', async ({
    page,
  }) => {
    await page.goto('/');
    await keepPet(page, { feature: { hasFeature: true, value: 'Insuffisance rénale' } });
    await page.goto('/guide-croquettes/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Voir les recommandations pour Rex' }).click();
    await expect(page).toHaveURL(/\/guide-croquettes\/nouveau\/recommandations\/$/);
    await expect(page.getByText(/demandez conseil à votre vétérinaire/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await axeAtBothWidths(page);
  });

  test('the pet a visitor described joins their account when they sign in, and leaves the browser', async ({
    page,
    request,
  }) => {
    const { email } = await newCustomer(request, 'guide-connexion');
    await page.goto('/');
    await keepPet(page);
    await page.goto('/mon-compte/mes-animaux/');
    // SPEC §2 is-authenticated: the login first.
    await fillLoginForm(page, email);
    await expect(page).toHaveURL(/\/mon-compte\/mes-animaux\/$/);
    await expect(page.getByRole('link', { name: 'Voir la fiche de Rex' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('gamelle.guidePet'))).toBeNull();
  });

  test('SPEC §9 "puppy uses estimated adult weight": a puppy’s ration, bags and subscription rhythm once its adult weight is given', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await keepPet(page, {
      name: 'Pépite',
      birthday: { in_date: false, birthday_years: 0, birthday_months: 4 },
      weight: 3,
    });
    await page.goto('/guide-croquettes/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Voir les recommandations pour Pépite' }).click();
    await expect(page).toHaveURL(/\/guide-croquettes\/nouveau\/recommandations\/$/);
    const best = page.getByRole('article').filter({ hasText: 'Notre conseil' });
    const adult = best.getByRole('form', { name: /Un chiot grandit/ });
    await expect(adult).toBeVisible();
    // No ration and no rhythm until the adult weight is known.
    await expect(best.getByText(/^\d+ g par jour$/)).toHaveCount(0);
    await expect(best.getByRole('button', { name: /^M’abonner/ })).toHaveCount(0);
    // Sent from the field with Enter, as a keyboard user does (no button left hovered under axe).
    await adult.getByRole('textbox', { name: /Son poids adulte estimé/ }).fill('2');
    await adult.getByRole('textbox', { name: /Son poids adulte estimé/ }).press('Enter');
    await expect(adult.getByRole('textbox', { name: /Son poids adulte estimé/ })).toHaveAccessibleDescription(
      /Indiquez le poids qu’il aura adulte, au moins son poids actuel\./,
    );
    await expect(adult.getByRole('textbox', { name: /Son poids adulte estimé/ })).toBeFocused();
    await axeAtBothWidths(page);
    await adult.getByRole('textbox', { name: /Son poids adulte estimé/ }).fill('8');
    await adult.getByRole('textbox', { name: /Son poids adulte estimé/ }).press('Enter');
    // The ration service's figure for this puppy (FEDIAF growth formula, ADR 0003).
    const slug = ((await best.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href')) ?? '').split(
      '/',
    )[2];
    const product = (await (await request.get(`/cms/b2c-products/${slug}?render=2`)).json()).data;
    const ration = (
      await (
        await request.get(
          `/cms/b2c-rations/getReco?ref=${product.sku}&weight=3&month=4&activity=moderate&sterilized=false&adultWeight=8`,
        )
      ).json()
    ).data;
    await expect(best.getByRole('status').getByText(`${ration.gramsPerDay} g par jour`, { exact: true })).toBeVisible();
    // The form stays, to correct a mistyped weight.
    await expect(adult.getByRole('textbox', { name: /Son poids adulte estimé/ })).toHaveValue('8');
    await expect(best.getByRole('button', { name: /^M’abonner : livraison/ })).toBeVisible();
    await axeAtBothWidths(page);
  });
});
