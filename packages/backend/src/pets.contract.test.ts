import { randomBytes } from 'node:crypto';
import { BI_NUTRITION_MESSAGES, catBiNutrition } from '@gamelle/domain';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { fakeSite } from './app.test-helpers.js';
import { contractTargets, IMAGE_KEYS, NOW, shopCall } from './contract.test-helpers.js';
import { type OpenedDatabase, openDatabase } from './db/open.js';
import { seed } from './db/seed.js';
import type { OutgoingMail } from './mail/outbox.js';
import { PETS_MAX } from './routes/pets.js';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path in assertions
type Body = Record<string, any>;

const DOG = '/api/v2/shop/animal-types/1';
const CAT = '/api/v2/shop/animal-types/2';
const FEMALE = '/api/v2/shop/animal-genders/2';

/** A complete pet as the form sends it (SPEC §3 fields). */
const aPet = (overrides: Body = {}): Body => ({
  type: DOG,
  gender: FEMALE,
  name: 'Praline',
  breed: 'Labrador',
  crossbreed: false,
  birthday: { in_date: true, birthday: '2022-03-14' },
  sterilized: true,
  condition: 3,
  activity: 2,
  weight: 28,
  feature: { hasFeature: false },
  feeds: ['croquettes'],
  kibbleBrand: 'Gamelle',
  oldKibbleBrand: null,
  photo: null,
  ...overrides,
});

/**
 * Contract of the pet calls (SPEC §3 Pet, §5 pet rules, §7 owned resources):
 * `GET/POST /shop/animals`, `GET/PUT/DELETE /shop/animals/{id}` — every field kept, the rules of
 * SPEC §5 with their French messages, another customer's pet a 404, the photo an upload of the
 * owner's — on PGlite and PostgreSQL.
 */
describe.each(contractTargets())('pets (SPEC §3 Pet) on $name', ({ target }) => {
  let database: OpenedDatabase;
  let shop: Hono;
  const sent: OutgoingMail[] = [];

  beforeAll(async () => {
    database = await openDatabase(target);
    await seed(database.db, { now: NOW });
    shop = createApp({
      db: database.db,
      now: () => NOW,
      imageKeys: IMAGE_KEYS,
      tokenKeys: { secret: new TextEncoder().encode('secret-de-test-animaux-assez-long-pour-hs256') },
      outbox: { send: async (mail) => void sent.push(mail) },
      biNutritionMaxRecipes: 2,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  const call = (method: string, path: string, body?: unknown, token?: string) =>
    shopCall(shop, method, path, body, { token });
  const messages = (body: Body) =>
    Object.fromEntries(
      (body.violations as { propertyPath: string; message: string }[]).map((v) => [v.propertyPath, v.message]),
    );
  const register = async () => {
    const email = `animaux-${randomBytes(6).toString('hex')}@example.fr`;
    const account = { email, password: 'croquettes', firstName: 'Léa', lastName: 'Petit' };
    expect((await call('POST', '/customers', account)).status).toBe(201);
    const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
    return login.body.token as string;
  };
  /** A photo uploaded as the site does: `/images/auth` signs, the image host takes the file. */
  const uploadPhoto = async (token: string) => {
    const signing = await shop.request('/images/auth?t=1', { headers: { Authorization: `Bearer ${token}` } });
    const auth = (await signing.json()) as Body;
    const form = new FormData();
    form.set('token', auth.token);
    form.set('expire', String(auth.expire));
    form.set('signature', auth.signature);
    form.set('publicKey', IMAGE_KEYS.publicKey);
    form.set('fileName', 'Praline.png');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#AE9973' } })
      .png()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'Praline.png');
    const res = await shop.request('/images/api/v1/files/upload', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    return ((await res.json()) as Body).fileId as string;
  };

  it('SPEC §3 Pet: created with every field, listed, read, edited, deleted; its age in months from the birthday', async () => {
    const token = await register();
    expect((await call('GET', '/animals', undefined, token)).body['hydra:totalItems']).toBe(0);
    const created = await call('POST', '/animals', aPet(), token);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({
      '@id': `/api/v2/shop/animals/${id}`,
      '@type': 'Animal',
      type: DOG,
      gender: FEMALE,
      name: 'Praline',
      breed: 'Labrador',
      birthday: { in_date: true, birthday: '2022-03-14' },
      sterilized: true,
      condition: 3,
      activity: 2,
      weight: 28,
      feature: { hasFeature: false },
      feeds: ['croquettes'],
      kibbleBrand: 'Gamelle',
      photo: null,
      // 2022-03-14 to 2026-11-21: 4 years and 8 months.
      ageInMonths: 56,
    });
    const list = await call('GET', '/animals', undefined, token);
    expect(list.body['hydra:member'].map((pet: Body) => pet.id)).toEqual([id]);

    const edited = await call(
      'PUT',
      `/animals/${id}`,
      aPet({
        name: 'Praline II',
        birthday: { in_date: false, birthday_years: 2, birthday_months: 3 },
        feature: { hasFeature: true, value: 'Allergique au poulet' },
        feeds: ['croquettes', 'patee'],
        oldKibbleBrand: 'Autre marque',
      }),
      token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Praline II',
      ageInMonths: 27,
      feature: { hasFeature: true, value: 'Allergique au poulet' },
      feeds: ['croquettes', 'patee'],
      oldKibbleBrand: 'Autre marque',
    });
    expect((await call('GET', `/animals/${id}`, undefined, token)).body.name).toBe('Praline II');
    expect((await call('DELETE', `/animals/${id}`, undefined, token)).status).toBe(204);
    expect((await call('GET', `/animals/${id}`, undefined, token)).status).toBe(404);
  });

  it('SPEC §7 owned resources: another customer gets 404 for read, edit and delete; without a token 401', async () => {
    const owner = await register();
    const other = await register();
    const id = (await call('POST', '/animals', aPet(), owner)).body.id as number;
    expect((await call('GET', `/animals/${id}`, undefined, other)).status).toBe(404);
    expect((await call('PUT', `/animals/${id}`, aPet({ name: 'Volé' }), other)).status).toBe(404);
    expect((await call('DELETE', `/animals/${id}`, undefined, other)).status).toBe(404);
    expect((await call('GET', '/animals', undefined, other)).body['hydra:totalItems']).toBe(0);
    expect((await call('GET', '/animals')).status).toBe(401);
    // An id past what the database holds is not found either, never a server error.
    expect((await call('GET', '/animals/99999999999999999999', undefined, owner)).status).toBe(404);
    expect((await call('POST', '/animals', aPet())).status).toBe(401);
    expect((await call('GET', `/animals/${id}`, undefined, owner)).body.name).toBe('Praline');
  });

  it('SPEC §5 pet rules with their French messages; nothing written when refused', async () => {
    const token = await register();
    const empty = await call('POST', '/animals', {}, token);
    expect(empty.status).toBe(422);
    expect(Object.keys(messages(empty.body)).sort()).toEqual(
      [
        'activity',
        'birthday',
        'breed',
        'condition',
        'feature',
        'feeds',
        'gender',
        'kibbleBrand',
        'name',
        'sterilized',
        'type',
        'weight',
      ].sort(),
    );
    expect(messages(empty.body).name).toBe('Ce champ est obligatoire.');
    const refusals: [Body, string, string][] = [
      [
        { type: CAT, breed: 'Européen', weight: 14 },
        'weight',
        'Le poids d’un chat doit être compris entre 1 et 13 kg.',
      ],
      [{ weight: 0 }, 'weight', 'Le poids doit être supérieur à 0.'],
      [{ feeds: [] }, 'feeds', 'Choisissez au moins une alimentation.'],
      [{ feeds: ['cailloux'] }, 'feeds.0', 'Cette valeur n’est pas valide.'],
      [
        { birthday: { in_date: true, birthday: '1969-12-31' } },
        'birthday.birthday',
        'La date de naissance ne peut pas être antérieure au 01/01/1970.',
      ],
      [
        { birthday: { in_date: true, birthday: '2026-11-22' } },
        'birthday.birthday',
        'La date de naissance ne peut pas être dans le futur.',
      ],
      [{ feature: { hasFeature: true, value: ' ' } }, 'feature.value', 'Ce champ est obligatoire.'],
      [{ type: '/api/v2/shop/animal-types/3' }, 'type', 'Cette valeur n’est pas valide.'],
    ];
    for (const [overrides, path, message] of refusals) {
      const refused = await call('POST', '/animals', aPet(overrides), token);
      expect(refused.status, JSON.stringify(overrides)).toBe(422);
      expect(messages(refused.body)[path], JSON.stringify(overrides)).toBe(message);
    }
    // A cat of 4.2 kg is fine; the account's form has no upper bound for a dog (SPEC §5).
    expect((await call('POST', '/animals', aPet({ type: CAT, breed: 'Européen', weight: 4.2 }), token)).status).toBe(
      201,
    );
    expect(
      (await call('POST', '/animals', aPet({ name: 'Titan', breed: 'Dogue allemand', weight: 120 }), token)).status,
    ).toBe(201);
    expect((await call('GET', '/animals', undefined, token)).body['hydra:totalItems']).toBe(2);
  });

  it('SPEC §3 Pet: the photo is an image the owner uploaded through the signed upload, served by the image host', async () => {
    const owner = await register();
    const other = await register();
    const photo = await uploadPhoto(owner);
    const created = await call('POST', '/animals', aPet({ photo }), owner);
    expect(created.status).toBe(201);
    expect(created.body.photo).toBe(`/images/${photo}`);
    const served = await shop.request(`${created.body.photo}?tr=w-200,h-200`);
    expect(served.status).toBe(200);
    // Saved again as read (the URL the API gave), the photo stays.
    const again = await call('PUT', `/animals/${created.body.id}`, aPet({ photo: created.body.photo }), owner);
    expect(again.body.photo).toBe(`/images/${photo}`);
    // Another customer cannot take the owner's photo, nor point at a file the host does not hold.
    for (const [token, path] of [
      [other, photo],
      [owner, 'uploads/inconnu.png'],
      [owner, '../secret'],
    ] as const) {
      const refused = await call('POST', '/animals', aPet({ photo: path }), token);
      expect(refused.status).toBe(422);
      expect(messages(refused.body).photo).toBe('Cette photo est introuvable : envoyez-la de nouveau.');
    }
    // Removing the photo removes it from the image host: its URL no longer serves it.
    expect((await call('PUT', `/animals/${created.body.id}`, aPet({ photo: null }), owner)).body.photo).toBeNull();
    expect((await shop.request(`/images/${photo}`)).status).toBe(404);
    // A pet deleted takes its photo with it.
    const second = await uploadPhoto(owner);
    const withPhoto = await call('POST', '/animals', aPet({ photo: second }), owner);
    expect((await call('DELETE', `/animals/${withPhoto.body.id}`, undefined, owner)).status).toBe(204);
    expect((await shop.request(`/images/${second}`)).status).toBe(404);
  });

  it(`an account holds at most ${PETS_MAX} pets, with a message that says what to do`, async () => {
    const token = await register();
    for (let i = 0; i < PETS_MAX - 2; i += 1) {
      expect((await call('POST', '/animals', aPet({ name: `Chien ${i}` }), token)).status).toBe(201);
    }
    // Four tabs adding at once for the last two places: two are added, never a 31st.
    const racing = await Promise.all(
      [1, 2, 3, 4].map((i) => call('POST', '/animals', aPet({ name: `Course ${i}` }), token)),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 201, 422, 422]);
    expect((await call('GET', '/animals', undefined, token)).body['hydra:totalItems']).toBe(PETS_MAX);
    const refused = await call('POST', '/animals', aPet({ name: 'Un de trop' }), token);
    expect(refused.status).toBe(422);
    expect(messages(refused.body)['']).toBe(
      `Vous avez déjà enregistré ${PETS_MAX} animaux, le maximum : supprimez-en un pour en ajouter un autre.`,
    );
  });

  describe('SPEC §3 bi-nutrition request, §8 its incompatibilities', () => {
    const aCat = (overrides: Body = {}) =>
      aPet({ type: CAT, name: 'Mistigri', breed: 'Européen', weight: 4, activity: 1, ...overrides });
    const foods = async () => {
      const res = await shop.request('/cms/b2c-bi-nutrition/foods');
      expect(res.status).toBe(200);
      return (await res.json()) as Body;
    };
    const bySku = async (sku: string) =>
      ((await (await shop.request(`/cms/b2c-products/sku-${sku}?render=2`)).json()) as Body).data;
    /** A dog's dry food of the catalogue (a kibble a cat's menu must refuse). */
    const dogKibble = async () => {
      const res = await shop.request('/cms/b2c-products/b2c-categories/chien/croquettes');
      return (((await res.json()) as Body).data as Body[])[0]?.sku as string;
    };

    it('the foods of a menu: cat kibbles with their life stage, cat wet recipes, the configured maximum', async () => {
      const { data, meta } = await foods();
      expect(meta).toMatchObject({ maxRecipes: 2, frequencies: ['three_per_week', 'daily'] });
      expect(data.kibbles.length).toBeGreaterThan(2);
      expect(data.recipes.length).toBeGreaterThan(2);
      for (const food of data.kibbles) expect(food).toMatchObject({ animal: 'cat', foodType: 'dry' });
      for (const food of data.recipes) expect(food).toMatchObject({ animal: 'cat', foodType: 'wet' });
      expect(data.kibbles.map((k: Body) => k.kibbleStage)).toContain('kitten');
    });

    it('a customer’s cat gets its menu, computed from its record and the catalogue, and e-mailed; another’s is a 404', async () => {
      const token = await register();
      const cat = (await call('POST', '/animals', aCat(), token)).body;
      const { data } = await foods();
      const kibble = data.kibbles.find((k: Body) => k.kibbleStage === 'adult');
      const recipes = data.recipes.slice(0, 2).map((r: Body) => r.sku);
      const request = { animal: cat['@id'], kibble: kibble.sku, recipes, frequency: 'three_per_week', meals: 2 };
      const before = sent.length;
      const made = await call('POST', '/bi-nutrition-requests', request, token);
      expect(made.status).toBe(201);
      // The figures are the domain's formula over the catalogue's energies, to the gram.
      const energy = async (sku: string) => (await bySku(sku)).metabolizableEnergy as number;
      const expected = catBiNutrition({
        pet: { type: 'cat', ageInMonths: cat.ageInMonths, weight: 4, condition: 3, hasPathology: false },
        kibble: { animal: 'cat', lifeStage: 'adult', energyKcalPerKg: await energy(kibble.sku) },
        recipes: await Promise.all(
          recipes.map(async (sku: string) => ({ sku, energyKcalPerKg: await energy(sku), available: true })),
        ),
        frequency: 'three_per_week',
      });
      if (!expected.ok) throw new Error('the worked example must be eligible');
      const { recipes: skus, ...figures } = expected;
      expect(made.body.data).toMatchObject({ ...figures, meals: 2, kibble: { sku: kibble.sku } });
      expect(made.body.data.recipes.map((r: Body) => r.sku)).toEqual(skus);
      expect(made.body.data.kibbleGramsPerMealOnOtherDay).toBe(Math.round(made.body.data.kibbleGramsOnOtherDay / 2));
      expect(sent.length).toBe(before + 1);
      expect(sent.at(-1)?.subject).toBe('Le menu bi-nutrition de Mistigri');
      expect(sent.at(-1)?.text).toContain(`${made.body.data.wetGramsPerWetDay} g ces jours-là`);

      const stranger = await register();
      expect((await call('POST', '/bi-nutrition-requests', request, stranger)).status).toBe(404);
      expect((await call('POST', '/bi-nutrition-requests', request)).status).toBe(401);
      expect(sent.length).toBe(before + 1);
      // The maximum of recipes holds, with its French message.
      const three = data.recipes.slice(0, 3).map((r: Body) => r.sku);
      const tooMany = await call('POST', '/bi-nutrition-requests', { ...request, recipes: three }, token);
      expect(tooMany.status).toBe(422);
      expect(messages(tooMany.body).recipes).toBe('Choisissez au plus 2 recettes de pâtée.');
    });

    it('SPEC §8: an overweight cat, a dog, an adult with kitten kibble, a dog’s kibble each get their message', async () => {
      const token = await register();
      const { data } = await foods();
      const recipes = [data.recipes[0].sku];
      const kitten = data.kibbles.find((k: Body) => k.kibbleStage === 'kitten');
      const adult = data.kibbles.find((k: Body) => k.kibbleStage === 'adult');
      const ask = async (pet: Body, kibble: string) => {
        const created = (await call('POST', '/animals', pet, token)).body;
        const res = await call(
          'POST',
          '/bi-nutrition-requests',
          { animal: created['@id'], kibble, recipes, frequency: 'daily' },
          token,
        );
        expect(res.status).toBe(422);
        return res.body.violations as { propertyPath: string; code: string; message: string }[];
      };
      expect(await ask(aCat({ condition: 4 }), adult.sku)).toEqual([
        { propertyPath: 'animal', code: 'overweight', message: BI_NUTRITION_MESSAGES.overweight },
      ]);
      expect((await ask(aPet(), adult.sku)).map((v) => v.code)).toEqual(['dog_pet']);
      expect(await ask(aCat(), kitten.sku)).toEqual([
        { propertyPath: 'kibble', code: 'adult_kitten_kibble', message: BI_NUTRITION_MESSAGES.adult_kitten_kibble },
      ]);
      expect((await ask(aCat(), await dogKibble())).map((v) => v.code)).toEqual(['dog_kibble']);
    });

    it('the guide’s menu for a profile (content system): a pathology sends to the vet, French messages', async () => {
      const { data } = await foods();
      const body = {
        profile: { animal: 'cat', ageInMonths: 30, weight: 4.5, condition: 3, hasPathology: true },
        kibble: data.kibbles.find((k: Body) => k.kibbleStage === 'adult').sku,
        recipes: [data.recipes[0].sku],
        frequency: 'daily',
      };
      const refused = await shop.request('/cms/b2c-bi-nutrition/getMenu', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as Body).violations[0].message).toBe(BI_NUTRITION_MESSAGES.pathology);
      const menu = await shop.request('/cms/b2c-bi-nutrition/getMenu', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, profile: { ...body.profile, hasPathology: false } }),
      });
      expect(menu.status).toBe(200);
      expect(((await menu.json()) as Body).data).toMatchObject({ wetDaysPerWeek: 7, meals: 2 });
    });
  });

  it('SPEC §6 feature flags switched in the content system, no build: the back office turns one off, its pages send away, the content API says so', async () => {
    const site = createApp({
      db: database.db,
      now: () => NOW,
      staticDir: fakeSite(),
      backOfficeToken: 'jeton-bureau-animaux',
    });
    const features = async () => ((await (await site.request('/cms/b2c-features')).json()) as Body).data;
    const switchOff = (off: string[]) =>
      site.request('/api/v2/admin/features', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer jeton-bureau-animaux' },
        body: JSON.stringify({ off }),
      });
    expect((await features()).off).toEqual([]);
    expect((await site.request('/mon-compte/mes-animaux/42/')).status).not.toBe(302);
    try {
      expect((await switchOff(['animals', 'guide-bi-nutrition-entrance'])).status).toBe(200);
      expect(await features()).toMatchObject({ off: ['animals', 'guide-bi-nutrition-entrance'] });
      expect((await features()).enabled).not.toContain('animals');
      for (const [path, target] of [
        ['/mon-compte/mes-animaux/', '/mon-compte/'],
        ['/mon-compte/mes-animaux/42/modifier/', '/mon-compte/'],
        ['/userGuide/guide-nutrition-short/', '/'],
      ] as const) {
        const res = await site.request(path);
        expect(res.status, path).toBe(302);
        expect(res.headers.get('location'), path).toBe(target);
      }
      // The menu's calls are switched off with it.
      expect((await site.request('/cms/b2c-bi-nutrition/foods')).status).toBe(404);
      // The other features' pages and the pages without one are served as before.
      expect((await site.request('/panier/')).status).toBe(200);
      expect((await site.request('/guide-croquettes/')).status).not.toBe(302);
      // An unknown feature is refused, nothing switched; without the back office's token, 401.
      expect((await switchOff(['parrainage'])).status).toBe(422);
      const anonymous = await site.request('/api/v2/admin/features', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ off: [] }),
      });
      expect(anonymous.status).toBe(401);
      expect((await features()).off).toEqual(['animals', 'guide-bi-nutrition-entrance']);
    } finally {
      await switchOff([]);
    }
    expect((await site.request('/mon-compte/mes-animaux/')).status).not.toBe(302);
    expect((await site.request('/cms/b2c-bi-nutrition/foods')).status).toBe(200);
  });
});
