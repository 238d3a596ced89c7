import { BI_NUTRITION_MESSAGES, catBiNutrition } from '@gamelle/domain';
import type { APIRequestContext } from '@playwright/test';
import {
  expectNoAxeViolationsAtPhoneAndDesktop as axeAtBothWidths,
  expect,
  expectFoodCard,
  lastMailTo,
  newCustomer,
  signInWithTokens,
  test,
  waitForHydration,
} from './fixtures';

/** A cat as the pet form saves it (SPEC §3), born three years ago. */
const aCat = (name: string, overrides: Record<string, unknown> = {}) => ({
  type: '/api/v2/shop/animal-types/2',
  gender: '/api/v2/shop/animal-genders/1',
  name,
  breed: 'Européen',
  crossbreed: false,
  birthday: { in_date: false, birthday_years: 3, birthday_months: 0 },
  sterilized: true,
  condition: 3,
  activity: 1,
  weight: 4,
  feature: { hasFeature: false },
  feeds: ['croquettes', 'patee'],
  kibbleBrand: 'Gamelle',
  oldKibbleBrand: null,
  photo: null,
  ...overrides,
});

async function addCat(request: APIRequestContext, token: string, cat: Record<string, unknown>) {
  const res = await request.post('/api/v2/shop/animals', { data: cat, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

/** A food's metabolisable energy as the catalogue serves it (kcal/kg). */
async function energyOf(request: APIRequestContext, name: string) {
  const foods = await (await request.get('/cms/b2c-bi-nutrition/foods')).json();
  const food = [...foods.data.kibbles, ...foods.data.recipes].find((f: { name: string }) => f.name === name);
  const product = await (await request.get(`/cms/b2c-products/sku-${food.sku}?render=2`)).json();
  return product.data.metabolizableEnergy as number;
}

test.describe('the cat bi-nutrition menu (SPEC §2 entrances, guides and results, §3 request, §5, §8)', () => {
  test('a customer’s cat gets its short menu in 4 steps, to the gram of the formula, in the cart and by e-mail; each mistake is said', async ({
    page,
    request,
  }) => {
    // Four steps and the results, axe at two widths on five states.
    test.slow();
    const { email, auth } = await newCustomer(request, 'menu');
    const cat = await addCat(request, auth.token, aCat('Mistigri'));
    await page.goto('/');
    await signInWithTokens(page, auth);
    await page.goto('/mon-compte/');
    await page.getByRole('link', { name: 'Composer le menu bi-nutrition de Mistigri' }).click();
    await expect(page).toHaveURL(new RegExp(`/mini-guide-bi-nutrition/${cat.id}/$`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Étape 1 sur 4 : Son profil' })).toBeVisible();
    const profile = page.getByRole('form', { name: 'Le profil de Mistigri' });
    // SPEC §5 "below 13 in the cat bi-nutrition form".
    await profile.getByRole('textbox', { name: 'Son poids' }).fill('13');
    await profile.getByRole('button', { name: 'Continuer' }).click();
    await expect(profile.getByRole('textbox', { name: 'Son poids' })).toHaveAccessibleDescription(
      /Cette valeur doit être inférieure à 13\./,
    );
    await axeAtBothWidths(page);
    await profile.getByRole('textbox', { name: 'Son poids' }).fill('4,2');
    await profile.getByRole('button', { name: 'Continuer' }).click();

    const step2 = page.getByRole('heading', { name: 'Étape 2 sur 4 : Ses recettes' });
    await expect(step2).toBeFocused();
    const selection = page.getByRole('form', { name: 'Ses recettes' });
    await selection.getByRole('button', { name: 'Continuer' }).click();
    await expect(selection.getByText('Choisissez ses croquettes.')).toBeVisible();
    await expect(selection.getByText('Choisissez au moins une recette de pâtée.')).toBeVisible();
    // SPEC §8 "adult with kitten kibble".
    await selection.getByRole('radio', { name: /Croquettes chaton au poulet/ }).check();
    const recipes = ['Pâtée chat adulte au thon', 'Effilochés chat au saumon', 'Pâtée chat aux sardines'];
    for (const recipe of [...recipes, 'Pâtée chat sans céréales au lapin']) {
      await selection.getByRole('checkbox', { name: recipe }).check();
    }
    await selection.getByRole('button', { name: 'Continuer' }).click();
    await expect(selection.getByText(BI_NUTRITION_MESSAGES.adult_kitten_kibble)).toBeVisible();
    await expect(selection.getByText('Choisissez au plus 3 recettes de pâtée.')).toBeVisible();
    await axeAtBothWidths(page);
    await selection.getByRole('radio', { name: /Croquettes chat adulte au saumon/ }).check();
    await selection.getByRole('checkbox', { name: 'Pâtée chat sans céréales au lapin' }).uncheck();
    await selection.getByRole('button', { name: 'Continuer' }).click();

    await expect(page.getByRole('heading', { name: 'Étape 3 sur 4 : Sa ration' })).toBeFocused();
    const ration = page.getByRole('form', { name: 'Sa ration' });
    await expect(ration.getByRole('radio', { name: /Pâtée 3 fois par semaine/ })).toBeVisible();
    await ration.getByRole('button', { name: 'Voir son menu' }).click();
    await expect(ration.getByText('Choisissez à quel rythme lui servir de la pâtée.')).toBeVisible();
    await axeAtBothWidths(page);
    await ration.getByRole('radio', { name: /Pâtée 3 fois par semaine/ }).check();
    await ration.getByRole('button', { name: 'Voir son menu' }).click();

    await expect(page).toHaveURL(new RegExp(`/mini-guide-bi-nutrition/${cat.id}/recommandations/\\?croquettes=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Le menu bi-nutrition' })).toBeVisible();
    // The figures are the domain's formula (FEDIAF energy, a quarter from wet food), to the gram.
    const expected = catBiNutrition({
      pet: { type: 'cat', ageInMonths: 36, weight: 4.2, condition: 3, hasPathology: false },
      kibble: {
        animal: 'cat',
        lifeStage: 'adult',
        energyKcalPerKg: await energyOf(request, 'Croquettes chat adulte au saumon'),
      },
      recipes: await Promise.all(
        recipes.map(async (name) => ({ sku: name, energyKcalPerKg: await energyOf(request, name), available: true })),
      ),
      frequency: 'three_per_week',
    });
    if (!expected.ok) throw new Error('the worked example must be eligible');
    const table = page.getByRole('table', { name: /Les quantités d’une journée/ });
    await expect(table.getByRole('row', { name: /Les jours de pâtée/ })).toContainText(
      `${expected.wetGramsPerWetDay} g`,
    );
    await expect(table.getByRole('row', { name: /Les jours de pâtée/ })).toContainText(
      `${expected.kibbleGramsOnWetDay} g en 2 repas`,
    );
    await expect(table.getByRole('row', { name: /Les autres jours/ })).toContainText(
      `${expected.kibbleGramsOnOtherDay} g en 2 repas`,
    );
    await expect(page.getByText(`Mistigri a besoin d’environ ${expected.kcalPerDay} kcal par jour.`)).toBeVisible();
    // The menu's foods as product cards: its kibble and each of its recipes.
    const foods = page.getByRole('region', { name: 'Les aliments de son menu' }).getByRole('article');
    await expect(foods).toHaveCount(1 + recipes.length);
    for (const food of await foods.all()) await expectFoodCard(food);
    await axeAtBothWidths(page);

    // SPEC §3 bi-nutrition request: e-mailed on request.
    await page.getByRole('button', { name: 'Recevoir ce menu par e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nous vous avons envoyé ce menu' })).toBeVisible();
    expect(await lastMailTo(email)).toContain(`${expected.wetGramsPerWetDay} g ces jours-l`);
    // Each food of the menu goes to the cart from here.
    await page.getByRole('button', { name: 'Ajouter au panier : Croquettes chat adulte au saumon' }).click();
    await expect(page.getByRole('link', { name: 'Mon panier 1 article' })).toBeVisible();
  });

  test('SPEC §8: an overweight cat is told so at its profile, from the full menu’s entrance; a visitor is asked to sign in', async ({
    page,
    request,
  }) => {
    await page.goto('/userGuide/guide-nutrition-full/');
    await waitForHydration(page);
    await expect(page.getByText(/conçu pour un chat enregistré dans votre compte/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Me connecter' })).toBeVisible();

    const { auth } = await newCustomer(request, 'menu-surpoids');
    await addCat(request, auth.token, aCat('Gros Minet', { condition: 4, weight: 7 }));
    await signInWithTokens(page, auth);
    await page.goto('/mon-compte/');
    await page.getByRole('link', { name: 'Menu bi-nutrition de votre chat' }).click();
    await expect(page).toHaveURL(/\/userGuide\/guide-nutrition-full\/$/);
    await page.getByRole('link', { name: 'Le menu de Gros Minet' }).click();
    await expect(page).toHaveURL(/\/guide-bi-nutrition\/\d+\/$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Étape 1 sur 5 : Son profil' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText(BI_NUTRITION_MESSAGES.overweight)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Étape 1 sur 5 : Son profil' })).toBeVisible();
    await axeAtBothWidths(page);
    // SPEC §8 "dog pet": a dog's address says so before any question.
    const dog = await addCat(request, auth.token, aCat('Médor', { type: '/api/v2/shop/animal-types/1', weight: 30 }));
    await page.goto(`/mini-guide-bi-nutrition/${dog.id}/`);
    await expect(page.getByText(BI_NUTRITION_MESSAGES.dog_pet)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Son poids' })).toHaveCount(0);
  });

  test('the full menu in 5 steps: its meals asked, the kibble shared among them; a kitten refuses adult kibble', async ({
    page,
    request,
  }) => {
    const { auth } = await newCustomer(request, 'menu-complet');
    const kitten = await addCat(
      request,
      auth.token,
      aCat('Plume', { birthday: { in_date: false, birthday_years: 0, birthday_months: 6 }, weight: 2.5 }),
    );
    await page.goto('/');
    await signInWithTokens(page, auth);
    await page.goto('/userGuide/guide-nutrition-full/');
    await page.getByRole('link', { name: 'Le menu de Plume' }).click();
    await expect(page).toHaveURL(new RegExp(`/guide-bi-nutrition/${kitten.id}/$`));
    await waitForHydration(page);
    await page.getByRole('form', { name: 'Le profil de Plume' }).getByRole('button', { name: 'Continuer' }).click();

    await expect(page.getByRole('heading', { name: 'Étape 2 sur 5 : Ses repas' })).toBeFocused();
    const meals = page.getByRole('form', { name: 'Ses repas' });
    // SPEC §8 "kitten with adult kibble".
    await meals.getByRole('radio', { name: /Croquettes chat adulte au saumon/ }).check();
    await meals.getByRole('radio', { name: '3 repas' }).check();
    await meals.getByRole('button', { name: 'Continuer' }).click();
    await expect(meals.getByText(BI_NUTRITION_MESSAGES.kitten_adult_kibble)).toBeVisible();
    await axeAtBothWidths(page);
    await meals.getByRole('radio', { name: /Croquettes chaton au poulet/ }).check();
    await meals.getByRole('button', { name: 'Continuer' }).click();

    await expect(page.getByRole('heading', { name: 'Étape 3 sur 5 : Ses recettes' })).toBeFocused();
    const selection = page.getByRole('form', { name: 'Ses recettes' });
    // The kibble was chosen at the meals: only the recipes here.
    await expect(selection.getByRole('radio')).toHaveCount(0);
    await selection.getByRole('checkbox', { name: 'Mousse chaton au poulet' }).check();
    await selection.getByRole('button', { name: 'Continuer' }).click();
    // Back a step and forward again: nothing chosen is lost.
    await page.getByRole('button', { name: 'Étape précédente' }).click();
    await expect(page.getByRole('heading', { name: 'Étape 3 sur 5 : Ses recettes' })).toBeFocused();
    await expect(selection.getByRole('checkbox', { name: 'Mousse chaton au poulet' })).toBeChecked();
    await selection.getByRole('button', { name: 'Continuer' }).click();

    await expect(page.getByRole('heading', { name: 'Étape 4 sur 5 : Sa ration' })).toBeFocused();
    const ration = page.getByRole('form', { name: 'Sa ration' });
    await ration.getByRole('radio', { name: /Pâtée tous les jours/ }).check();
    await axeAtBothWidths(page);
    await ration.getByRole('button', { name: 'Voir son menu' }).click();
    await expect(page).toHaveURL(/\/recommandations\/\?croquettes=.*&rythme=tous-les-jours&repas=3$/);
    const table = page.getByRole('table', { name: /croquettes réparties en 3 repas/ });
    await expect(table.getByRole('row', { name: /Chaque jour/ })).toContainText(/\d+ g en 3 repas de \d+ g/);
    await expect(table.getByRole('row', { name: /Les autres jours/ })).toHaveCount(0);
    await axeAtBothWidths(page);
  });
});
