import { FORM_MESSAGES_NL, formMessage } from '@gamelle/domain';
import { count, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { describeCheckout } from './checkout.contract.test-helpers.js';
import {
  contractApp,
  contractTargets,
  fromAddress,
  getJson,
  IMAGE_KEYS,
  type Json,
  LYON_ADDRESS,
  NOW,
  postJson,
  SEARCH_HEADERS,
  shopCall,
  solvedCaptcha,
} from './contract.test-helpers.js';
import type { OpenedDatabase } from './db/open.js';
import {
  contactRequests,
  images,
  type imageUploadTokens,
  products as productsTable,
  trackingEvents,
  trackingReports,
} from './db/schema.js';
import { tagManagerIdFromEnv } from './http/tag-manager.js';
import type { OutgoingMail } from './mail/outbox.js';
import { FEDERATED_UNVERIFIED } from './routes/customers.js';
import { signUpload, UPLOAD_MAX_BYTES } from './routes/images.js';
import { StartupError } from './startup-error.js';

type Row = Record<string, unknown>;
const list = (body: Json) => body.data as Row[];
const one = (body: Json) => body.data as Row;

describe.each(contractTargets())('contract on $name', ({ target }) => {
  let app: Hono;
  let database: OpenedDatabase;
  const rows = async (
    table:
      | typeof trackingEvents
      | typeof trackingReports
      | typeof images
      | typeof imageUploadTokens
      | typeof contactRequests,
  ) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  beforeAll(async () => {
    ({ app, database } = await contractApp(target));
  });
  afterAll(async () => {
    await database.close();
  });

  describe('content API: singletons', () => {
    it('GET /cms/b2c-header, b2c-footer and b2c-home answer { data, meta }', async () => {
      for (const type of ['b2c-header', 'b2c-footer', 'b2c-home']) {
        const { status, body } = await getJson(app, `/cms/${type}?locale=fr`);
        expect(status, type).toBe(200);
        expect(body.data, type).toBeTypeOf('object');
        expect(body.meta, type).toEqual({});
      }
    });

    it('SPEC §1 Dutch: the content system answers in the asked language — Dutch records, the same links, French where none', async () => {
      const fr = one((await getJson(app, '/cms/b2c-header?locale=fr')).body) as {
        supportHours: string;
        navigation: Row[];
      };
      const nl = one((await getJson(app, '/cms/b2c-header?locale=nl')).body) as {
        supportHours: string;
        navigation: Row[];
      };
      expect(nl.supportHours).toBe('Klantendienst van maandag tot vrijdag, van 9 tot 18 uur');
      expect(nl.navigation.map((link) => link.href)).toEqual(fr.navigation.map((link) => link.href));
      expect(nl.navigation[0]?.label).toBe('Hond');
      const faqNl = list((await getJson(app, '/cms/b2c-faqs?locale=nl')).body);
      const faqFr = list((await getJson(app, '/cms/b2c-faqs?locale=fr')).body);
      expect(faqNl.map((topic) => topic.topic)).toEqual(faqFr.map((topic) => topic.topic));
      const first = (topics: Row[]) => ((topics[0]?.entries ?? []) as Row[])[0]?.question;
      expect(first(faqNl)).toBeTruthy();
      expect(first(faqNl)).not.toBe(first(faqFr));
      // Shops have no Dutch record: the French one.
      const shopsNl = list((await getJson(app, '/cms/b2c-shops?locale=nl')).body);
      expect(shopsNl.map((shop) => shop.slug)).toEqual(
        list((await getJson(app, '/cms/b2c-shops?locale=fr')).body).map((shop) => shop.slug),
      );
    });

    it('the home page "uses every content block type of SPEC §2"', async () => {
      const { body } = await getJson(app, '/cms/b2c-home');
      const types = (one(body).blocks as Row[]).map((b) => b.__component);
      for (const type of [
        'breadcrumb',
        'rich-content',
        'image-legend',
        'embed',
        'option',
        'smart-link',
        'seo-text',
        'timeline',
        'usp-card',
        'usp-grid',
        'story',
      ]) {
        expect(types, type).toContain(`blocks.${type}`);
      }
    });

    it('"every read takes locale": an unknown locale is a 400 that names it', async () => {
      const { status, body } = await getJson(app, '/cms/b2c-header?locale=xx');
      expect(status).toBe(400);
      expect(body['hydra:description']).toContain('xx');
    });
  });

  describe('content API: products', () => {
    it('seeds at least 48 products across dog and cat × dry, wet and treats, 2–4 variants each', async () => {
      const { body } = await getJson(app, '/cms/b2c-products?pageSize=100&render=2');
      const products = list(body);
      expect(body.meta?.pagination).toMatchObject({ total: expect.any(Number) });
      expect(products.length).toBeGreaterThanOrEqual(47);
      const combos = new Set(products.map((p) => `${p.animal}/${p.foodType}`));
      expect(combos.size).toBe(6);
      for (const p of products) {
        const variants = p.ProductVariants as Row[];
        expect(variants.length, String(p.sku)).toBeGreaterThanOrEqual(2);
        expect(variants.length, String(p.sku)).toBeLessThanOrEqual(4);
        for (const v of variants) {
          expect(v.code).toMatch(/^\d{8}$/);
          expect(Number.isInteger(v.base_price) && Number.isInteger(v.base_price_tf)).toBe(true);
          expect(v.base_price_subscription).toBe(Math.round(((v.base_price as number) * 90) / 100));
        }
        expect(p.composition).toBeTypeOf('string');
        expect((p.analyticalConstituents as Row[]).length).toBeGreaterThan(0);
        expect(p.metabolizableEnergy).toBeGreaterThan(0);
      }
      const variants = products.flatMap((p) => p.ProductVariants as Row[]);
      expect(variants.some((v) => v.in_stock === false)).toBe(true);
      expect(variants.some((v) => v.show_variant === false)).toBe(true);
    });

    it('GET /cms/b2c-products/sku-{sku} at render levels 0, 1 and 2', async () => {
      const zero = one((await getJson(app, '/cms/b2c-products/sku-CHIEN-CROQUETTES-00001?render=0')).body);
      expect(zero).toEqual({
        sku: 'CHIEN-CROQUETTES-00001',
        slug: 'croquettes-chien-adulte-au-poulet',
        renderLevel: 0,
      });
      const summary = one((await getJson(app, '/cms/b2c-products/sku-CHIEN-CROQUETTES-00001?render=1')).body);
      expect(summary).toMatchObject({ renderLevel: 1, name: 'Croquettes chien adulte au poulet', animal: 'dog' });
      expect(summary.price).toBeTypeOf('number');
      expect(summary.composition).toBeUndefined();
      const full = one((await getJson(app, '/cms/b2c-products/sku-CHIEN-CROQUETTES-00001?render=2')).body);
      expect(full).toMatchObject({ renderLevel: 2 });
      expect(full.composition).toMatch(/Poulet frais/);
      expect((full.feedingTable as Row[]).length).toBe(5);
    });

    it('GET /cms/b2c-products/{slug}, and a 404 that names an unknown sku or slug', async () => {
      expect((await getJson(app, '/cms/b2c-products/croquettes-chat-adulte-au-saumon')).body.data).toMatchObject({
        animal: 'cat',
      });
      const unknown = await getJson(app, '/cms/b2c-products/sku-INCONNU');
      expect(unknown.status).toBe(404);
      expect(unknown.body['hydra:description']).toBe('Produit introuvable : INCONNU');
      expect((await getJson(app, '/cms/b2c-products/pas-de-produit')).status).toBe(404);
      expect((await getJson(app, '/cms/b2c-products/sku-CHIEN-CROQUETTES-00001?render=3')).status).toBe(400);
    });

    it('GET /cms/b2c-products?filters[sku][$in]=…&render= keeps the order asked and lists the missing', async () => {
      const { body } = await getJson(
        app,
        '/cms/b2c-products?filters[sku][$in]=CHAT-PATEES-00004,INCONNU,CHIEN-CROQUETTES-00001&render=1',
      );
      expect(list(body).map((p) => p.sku)).toEqual(['CHAT-PATEES-00004', 'CHIEN-CROQUETTES-00001']);
      expect(body.meta?.missing).toEqual(['INCONNU']);
      const indexed = await getJson(
        app,
        '/cms/b2c-products?filters[sku][$in][0]=CHAT-PATEES-00004&filters[sku][$in][1]=CHIEN-CROQUETTES-00001',
      );
      expect(list(indexed.body)).toHaveLength(2);
      const many = Array.from({ length: 101 }, (_, i) => `S${i}`).join(',');
      expect((await getJson(app, `/cms/b2c-products?filters[sku][$in]=${many}`)).status).toBe(400);
    });

    it('lists a category with the sort modes relevancy, best sellers and newest, and pages', async () => {
      const best = await getJson(
        app,
        '/cms/b2c-products?filters[category]=chien/croquettes&sort=best_sellers&pageSize=3&page=1',
      );
      expect(best.body.meta?.pagination).toMatchObject({ page: 1, pageSize: 3, total: 8, pageCount: 3 });
      expect(list(best.body).every((p) => p.animal === 'dog' && p.foodType === 'dry')).toBe(true);
      const newest = list((await getJson(app, '/cms/b2c-products?filters[animal]=cat&sort=newest&pageSize=100')).body);
      const dates = newest.map((p) => String(p.createdAt));
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await getJson(app, '/cms/b2c-products?sort=prix')).status).toBe(400);
      expect((await getJson(app, '/cms/b2c-products?pageSize=500')).body.meta?.pagination).toMatchObject({
        pageSize: 500,
        pageCount: 1,
      });
      expect((await getJson(app, '/cms/b2c-products?pageSize=501')).status).toBe(400);
      expect((await getJson(app, '/cms/b2c-products?page=abc')).status).toBe(400);
    });

    it('filters a listing by product attributes (any value of one, all attributes) and counts facets', async () => {
      const scope = list((await getJson(app, '/cms/b2c-products?filters[category]=chien&pageSize=100')).body);
      const adult = await getJson(app, '/cms/b2c-products?filters[category]=chien&filters[age]=adulte&facets=true');
      const adultSkus = list(adult.body).map((p) => p.sku);
      const expected = scope.filter((p) => (p.filters as Record<string, string[]>).age?.includes('adulte'));
      expect(adult.body.meta?.pagination).toMatchObject({ total: expected.length });
      expect(adultSkus.length).toBeGreaterThan(0);
      const facets = adult.body.meta?.facets as Record<string, { value: string; count: number }[]>;
      // Facets count the whole category, before the attribute filters.
      expect(facets.age?.reduce((sum, f) => sum + f.count, 0)).toBeGreaterThanOrEqual(scope.length);
      expect(facets.age?.find((f) => f.value === 'adulte')?.count).toBe(expected.length);
      const either = await getJson(
        app,
        '/cms/b2c-products?filters[category]=chien&filters[age]=adulte,chiot&pageSize=100',
      );
      expect((either.body.meta?.pagination as { total: number } | undefined)?.total).toBeGreaterThan(expected.length);
      const both = await getJson(
        app,
        '/cms/b2c-products?filters[category]=chien&filters[age]=adulte&filters[proteine]=poulet&pageSize=100',
      );
      const bothList = list(both.body) as { filters: Record<string, string[]> }[];
      expect(bothList.every((p) => p.filters.age?.includes('adulte') && p.filters.proteine?.includes('poulet'))).toBe(
        true,
      );
      expect((await getJson(app, '/cms/b2c-products?filters[category]=chien')).body.meta?.facets).toBeUndefined();
    });

    it('never lists a hidden product', async () => {
      const all = list((await getJson(app, '/cms/b2c-products?pageSize=100')).body);
      expect(all.every((p) => p.viewable !== false)).toBe(true);
      expect(all.some((p) => p.sku === 'CHAT-FRIANDISES-00048')).toBe(false);
    });

    it('GET /cms/b2c-products/b2c-categories/{category} excludes the current sku', async () => {
      const { body } = await getJson(
        app,
        '/cms/b2c-products/b2c-categories/chien/croquettes?exclude=CHIEN-CROQUETTES-00001',
      );
      const skus = list(body).map((p) => p.sku);
      expect(skus.length).toBeGreaterThan(0);
      expect(skus).not.toContain('CHIEN-CROQUETTES-00001');
    });

    it('GET /cms/b2c-samples/{slug} serves samples only', async () => {
      const { status, body } = await getJson(app, '/cms/b2c-samples/echantillon-croquettes-chien-adulte-au-poulet');
      expect(status).toBe(200);
      expect(one(body).kind).toBe('sample');
      expect((await getJson(app, '/cms/b2c-samples/croquettes-chien-adulte-au-poulet')).status).toBe(404);
    });

    it('SPEC §1 Dutch: the content API answers a product in Dutch with ?locale=nl, French without', async () => {
      const path = '/cms/b2c-products/sku-CHIEN-CROQUETTES-00001?render=2';
      const fr = one((await getJson(app, path)).body);
      const frAsked = one((await getJson(app, `${path}&locale=fr`)).body);
      const nl = one((await getJson(app, `${path}&locale=nl`)).body);
      expect(frAsked).toEqual(fr);
      expect(fr).toMatchObject({
        name: 'Croquettes chien adulte au poulet',
        shortDescription: expect.stringMatching(/recette .* fabriquée en France\.$/),
      });
      expect(fr.composition).toMatch(/^Poulet frais/);
      expect(nl).toMatchObject({
        slug: 'croquettes-chien-adulte-au-poulet',
        name: 'Droogvoer voor volwassen honden met kip',
        shortDescription: expect.stringMatching(
          /^Droogvoer voor volwassen honden met kip, een recept van .*, gemaakt in Frankrijk\.$/,
        ),
        description: expect.stringMatching(/^Een recept met \*\*kip\*\* voor volwassen honden/),
        composition: expect.stringMatching(/^Verse kip \(\d+ %\), zoete aardappel/),
        categories: fr.categories,
        filters: fr.filters,
        price: fr.price,
      });
      expect((nl.ProductVariants as Row[]).map((v) => v.name)).toEqual(
        (fr.ProductVariants as Row[]).map((v) => String(v.name).replace('Sac de', 'Zak van')),
      );
      expect((fr.ProductVariants as Row[])[0]?.name).toBe('Sac de 2 kg');
      expect((nl.analyticalConstituents as Row[]).map((c) => c.label)).toEqual([
        'Ruw eiwit',
        'Ruw vet',
        'Ruwe as',
        'Ruwe celstof',
        'Vocht',
      ]);
      expect((nl.analyticalConstituents as Row[]).map((c) => c.value)).toEqual(
        (fr.analyticalConstituents as Row[]).map((c) => c.value),
      );
      expect((nl.images as Row[])[0]?.alternativeText).toBe('Droogvoer voor volwassen honden met kip');
      // The translations are the backend's: an answer carries one language.
      expect(fr).not.toHaveProperty('translations');
      expect(nl).not.toHaveProperty('translations');
      // By slug (the French one, under /nl/), at render level 1, and a sample.
      expect(one((await getJson(app, '/cms/b2c-products/croquettes-chat-adulte-au-saumon?locale=nl')).body).name).toBe(
        'Droogvoer voor volwassen katten met zalm',
      );
      const summary = one((await getJson(app, '/cms/b2c-products/sku-CHIEN-CROQUETTES-00001?render=1&locale=nl')).body);
      expect(summary).toMatchObject({ name: 'Droogvoer voor volwassen honden met kip', renderLevel: 1 });
      expect(summary).not.toHaveProperty('translations');
      expect(
        one((await getJson(app, '/cms/b2c-samples/echantillon-croquettes-chien-adulte-au-poulet?locale=nl')).body),
      ).toMatchObject({ name: 'Proefzakje droogvoer voor volwassen honden met kip' });
    });

    it('SPEC §1 Dutch: product lists, skus, category cross-sells and facets answer in Dutch with ?locale=nl', async () => {
      const skus = '/cms/b2c-products?filters[sku][$in]=CHAT-PATEES-00004,CHIEN-CROQUETTES-00001&render=1';
      expect(list((await getJson(app, `${skus}&locale=nl`)).body).map((p) => p.name)).toEqual([
        'Paté voor volwassen katten met tonijn',
        'Droogvoer voor volwassen honden met kip',
      ]);
      expect(list((await getJson(app, skus)).body).map((p) => p.name)).toEqual([
        'Pâtée chat adulte au thon',
        'Croquettes chien adulte au poulet',
      ]);
      const listing = '/cms/b2c-products?filters[category]=chien/croquettes&sort=best_sellers&pageSize=100&render=2';
      const frList = list((await getJson(app, listing)).body);
      const nlList = list((await getJson(app, `${listing}&locale=nl`)).body);
      expect(nlList.map((p) => p.sku)).toEqual(frList.map((p) => p.sku));
      expect(nlList.every((p) => String(p.name).startsWith('Droogvoer') || /droogvoer/.test(String(p.name)))).toBe(
        true,
      );
      expect(nlList.some((p) => 'translations' in p)).toBe(false);
      const cross = list(
        (
          await getJson(
            app,
            '/cms/b2c-products/b2c-categories/chien/croquettes?exclude=CHIEN-CROQUETTES-00001&locale=nl',
          )
        ).body,
      );
      expect(cross.length).toBeGreaterThan(0);
      expect(cross.every((p) => /droogvoer/i.test(String(p.name)))).toBe(true);
      // Facets: the values stay the French keys a listing filters on; in Dutch each has its label.
      const facetsOf = async (locale: string) =>
        (await getJson(app, `/cms/b2c-products?filters[category]=chien&facets=true${locale}`)).body.meta
          ?.facets as Record<string, Row[]>;
      const nlFacets = await facetsOf('&locale=nl');
      const frFacets = await facetsOf('');
      expect(nlFacets.age?.find((f) => f.value === 'adulte')).toMatchObject({ label: 'volwassen' });
      expect(nlFacets.age?.find((f) => f.value === 'chiot')).toMatchObject({ label: 'pup' });
      expect(nlFacets.proteine?.find((f) => f.value === 'poulet')).toMatchObject({ label: 'kip' });
      expect(nlFacets.type?.find((f) => f.value === 'croquettes')).toMatchObject({ label: 'droogvoer' });
      expect(nlFacets.age?.map(({ value, count }) => ({ value, count }))).toEqual(frFacets.age);
      expect(
        Object.values(frFacets)
          .flat()
          .some((f) => 'label' in f),
      ).toBe(false);
      // Filtering a Dutch listing uses the same French values.
      const adult = await getJson(app, '/cms/b2c-products?filters[category]=chien&filters[age]=adulte&locale=nl');
      expect(list(adult.body).length).toBeGreaterThan(0);
    });
  });

  describe('content API: pages, categories, FAQ, shops, cross-sells, redirects', () => {
    it('categories under /chien/ and /chat/', async () => {
      const keys = list((await getJson(app, '/cms/b2c-categories')).body).map((c) => c.key);
      expect(keys).toEqual(expect.arrayContaining(['chien', 'chien/croquettes', 'chat', 'chat/patees']));
      expect((await getJson(app, '/cms/b2c-categories/chat/friandises')).body.data).toMatchObject({ parent: 'chat' });
      expect((await getJson(app, '/cms/b2c-categories/oiseau')).status).toBe(404);
    });

    it('content pages including conditions-utilisation and donnees-personnelles, and a landing page', async () => {
      for (const key of ['conditions-utilisation', 'donnees-personnelles']) {
        const { status, body } = await getJson(app, `/cms/b2c-pages/${key}`);
        expect(status).toBe(200);
        expect(one(body).markdown).toBeTypeOf('string');
      }
      expect((await getJson(app, '/cms/b2c-landings/offre-bienvenue')).status).toBe(200);
      const pageKeys = list((await getJson(app, '/cms/b2c-pages')).body).map((p) => p.key);
      expect(pageKeys).toEqual(expect.arrayContaining(['conditions-utilisation', 'donnees-personnelles']));
      const landingKeys = list((await getJson(app, '/cms/b2c-landings')).body).map((p) => p.key);
      expect(landingKeys).toContain('offre-bienvenue');
      expect((await getJson(app, '/cms/b2c-pages/inconnue')).body['hydra:description']).toBe(
        'Page introuvable : inconnue',
      );
    });

    it('at least 20 FAQ entries in topics, searchable without accents', async () => {
      const { body } = await getJson(app, '/cms/b2c-faqs');
      expect(body.meta?.total).toBeGreaterThanOrEqual(20);
      expect(list(body).map((t) => t.topic)).toEqual(expect.arrayContaining(['Livraison', 'Abonnement', 'Paiement']));
      const found = await getJson(app, '/cms/b2c-faqs?q=echantillon');
      expect(found.body.meta?.total).toBe(1);
    });

    it('at least 8 shops in France, Belgium and Luxembourg, with hours, exceptions and coordinates', async () => {
      const shops = list((await getJson(app, '/cms/b2c-shops')).body);
      expect(shops.length).toBeGreaterThanOrEqual(8);
      expect(new Set(shops.map((s) => s.countryCode))).toEqual(new Set(['FR', 'BE', 'LU']));
      const exceptions = shops.flatMap((s) => ((s.openingHours as Row).exceptions as Row[]) ?? []);
      expect(exceptions.some((e) => e.closed === true)).toBe(true);
      expect(exceptions.some((e) => e.closed === false)).toBe(true);
      expect((await getJson(app, '/cms/b2c-shops/lyon-croix-rousse')).body.data).toMatchObject({ city: 'Lyon' });
    });

    it('cross-sells cross_sell_produit_{animalType} and cross_sell_divers', async () => {
      for (const key of ['cross_sell_produit_chien', 'cross_sell_produit_chat', 'cross_sell_divers']) {
        const { body } = await getJson(app, `/cms/b2c-cross-sells/${key}`);
        expect((one(body).products as Row[]).length, key).toBeGreaterThan(0);
      }
    });

    it('redirect lookup by path: target and app-middleware flag, null when none', async () => {
      expect((await getJson(app, '/cms/b2c-redirects?path=/promo')).body.data).toEqual({
        redirect: '/landing/offre-bienvenue/',
        status: 301,
        appMiddleware: false,
      });
      expect((await getJson(app, '/cms/b2c-redirects?path=/mon-compte/commandes/')).body.data).toMatchObject({
        appMiddleware: true,
      });
      const none = await getJson(app, '/cms/b2c-redirects?path=/chien/');
      expect(none.status).toBe(200);
      expect(none.body.data).toBeNull();
      expect((await getJson(app, '/cms/b2c-redirects')).status).toBe(400);
      // Product-sku-redirect (SPEC §2) answers the same lookup.
      expect((await getJson(app, '/cms/b2c-redirects?path=/produits/CHAT-CROQUETTES-00002/')).body.data).toMatchObject({
        redirect: expect.stringMatching(/^\/produits\/[a-z0-9-]+\/$/),
        status: 301,
      });
    });
  });

  describe('content API: ration and recommendation', () => {
    it('GET /cms/b2c-rations/getReco?ref&weight&month uses the domain calculator and the product energy', async () => {
      const { status, body } = await getJson(
        app,
        '/cms/b2c-rations/getReco?ref=CHIEN-CROQUETTES-00001&weight=20&month=36',
      );
      expect(status).toBe(200);
      const data = one(body);
      expect(data).toMatchObject({ ok: true, lifeStage: 'adult' });
      expect(data.gramsPerDay).toBeGreaterThan(200);
      expect((data.formats as Row[])[0]).toMatchObject({
        frequency: expect.objectContaining({ days: expect.any(Number) }),
      });
    });

    it('answers 422 for a bad weight, 400 for a cat food, 404 for an unknown ref', async () => {
      const bad = await getJson(app, '/cms/b2c-rations/getReco?ref=CHIEN-CROQUETTES-00001&weight=abc&month=36');
      expect(bad.status).toBe(422);
      expect((bad.body.violations as Row[])[0]).toMatchObject({ propertyPath: 'weight' });
      expect((await getJson(app, '/cms/b2c-rations/getReco?ref=CHAT-CROQUETTES-00002&weight=4&month=36')).status).toBe(
        400,
      );
      expect((await getJson(app, '/cms/b2c-rations/getReco?ref=INCONNU&weight=4&month=36')).status).toBe(404);
      expect((await getJson(app, '/cms/b2c-rations/getReco?weight=4')).status).toBe(400);
    });

    it('POST /cms/b2c-recommendation/getReco ranks dry foods for a pet; ?list=true gives several', async () => {
      const puppy = await postJson(app, '/cms/b2c-recommendation/getReco', {
        animal: 'dog',
        ageInMonths: 4,
        weight: 8,
      });
      expect(puppy.status).toBe(200);
      expect(list(puppy.body)[0]).toMatchObject({ name: 'Croquettes chiot au saumon' });
      const sterilisedCat = await postJson(app, '/cms/b2c-recommendation/getReco?list=true', {
        animal: 'cat',
        ageInMonths: 36,
        weight: 4,
        sterilized: true,
      });
      expect(list(sterilisedCat.body).length).toBeGreaterThan(1);
      expect(list(sterilisedCat.body)[0]?.name).toBe('Croquettes chat stérilisé à la truite');
    });

    it('SPEC §1 Dutch: the guide and the ration calculator name products and formats in Dutch with ?locale=nl', async () => {
      const pet = { animal: 'cat', ageInMonths: 36, weight: 4, sterilized: true };
      const nl = list((await postJson(app, '/cms/b2c-recommendation/getReco?list=true&locale=nl', pet)).body);
      const fr = list((await postJson(app, '/cms/b2c-recommendation/getReco?list=true', pet)).body);
      // The same ranking (it reads the French recipe names), told in Dutch.
      expect(nl.map((p) => p.sku)).toEqual(fr.map((p) => p.sku));
      expect(fr[0]?.name).toBe('Croquettes chat stérilisé à la truite');
      expect(nl[0]?.name).toBe('Droogvoer voor gesteriliseerde katten met forel');
      const ration = one(
        (await getJson(app, '/cms/b2c-rations/getReco?ref=CHIEN-CROQUETTES-00001&weight=20&month=36&locale=nl')).body,
      );
      expect((ration.formats as Row[])[0]?.name).toBe('Zak van 2 kg');
      const rationFr = one(
        (await getJson(app, '/cms/b2c-rations/getReco?ref=CHIEN-CROQUETTES-00001&weight=20&month=36')).body,
      );
      expect((rationFr.formats as Row[])[0]?.name).toBe('Sac de 2 kg');
    });

    it('"Guide with no result: consult a vet": a pathology gives no product', async () => {
      const { body } = await postJson(app, '/cms/b2c-recommendation/getReco', {
        animal: 'dog',
        ageInMonths: 40,
        weight: 20,
        hasPathology: true,
      });
      expect(body.data).toEqual([]);
      expect(body.meta?.reason).toBe('vet');
    });

    it('refuses malformed JSON, unknown fields and wrong types', async () => {
      const malformed = await getJson(app, '/cms/b2c-recommendation/getReco', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"animal":',
      });
      expect(malformed.status).toBe(400);
      const unknown = await postJson(app, '/cms/b2c-recommendation/getReco', {
        animal: 'dog',
        ageInMonths: 4,
        weight: 8,
        admin: true,
      });
      expect(unknown.status).toBe(422);
      const wrong = await postJson(app, '/cms/b2c-recommendation/getReco', {
        animal: 'lapin',
        ageInMonths: 'quatre',
        weight: 8,
      });
      expect(wrong.status).toBe(422);
      expect((wrong.body.violations as Row[]).map((v) => v.propertyPath).sort()).toEqual(['ageInMonths', 'animal']);
      const huge = await getJson(app, '/cms/b2c-recommendation/getReco', {
        method: 'POST',
        body: JSON.stringify({ pad: 'x'.repeat(70_000) }),
      });
      expect(huge.status).toBe(413);
    });
  });

  describe('search service', () => {
    const search = (query: string) => getJson(app, `/search/products?${query}`, { headers: SEARCH_HEADERS });

    it('asks for the application id and public key', async () => {
      expect((await getJson(app, '/search/products?q=chat')).status).toBe(401);
      expect(
        (await getJson(app, '/search/products?q=chat', { headers: { ...SEARCH_HEADERS, 'x-search-api-key': 'faux' } }))
          .status,
      ).toBe(403);
    });

    it('finds French words with stemming, accent folding and typos', async () => {
      const cats = await search('q=croquettes%20chat');
      expect(cats.status).toBe(200);
      expect((cats.body.hits as Row[])[0]).toMatchObject({ animal: 'cat', foodType: 'dry' });
      const accented = (await search('q=p%C3%A2t%C3%A9e')).body.nbHits as number;
      const plain = (await search('q=patee')).body.nbHits as number;
      expect(accented).toBeGreaterThan(0);
      expect(plain).toBe(accented);
      const typo = (await search('q=sumon')).body.hits as Row[];
      expect(typo.some((h) => String(h.name).includes('saumon'))).toBe(true);
    });

    it('filters and counts facets (animal, food type, brand), sorts and pages', async () => {
      const { body } = await search('q=&animal=dog&foodType=treat&hitsPerPage=5&page=1&sort=best_sellers');
      expect(body.nbHits).toBe(8);
      expect(body.nbPages).toBe(2);
      expect((body.hits as Row[]).every((h) => h.animal === 'dog' && h.foodType === 'treat')).toBe(true);
      expect(body.facets).toMatchObject({ animal: { dog: 8 }, foodType: { treat: 8 } });
      expect(Object.keys((body.facets as Row).brand as Row).length).toBeGreaterThan(0);
      const newest = (await search('q=&sort=newest&hitsPerPage=100')).body.hits as Row[];
      const dates = newest.map((h) => String(h.createdAt));
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await search('sort=prix')).status).toBe(400);
      expect((await search(`q=${'a'.repeat(201)}`)).status).toBe(400);
    });

    it('SPEC §1 Dutch: with locale=nl it searches the Dutch texts (and the French names) and answers in Dutch', async () => {
      const kip = await search('q=kip&locale=nl&hitsPerPage=100');
      expect(kip.status).toBe(200);
      const hits = kip.body.hits as Row[];
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.every((h) => /kip/i.test(String(h.name)))).toBe(true);
      expect(hits.map((h) => h.name)).toContain('Droogvoer voor volwassen honden met kip');
      // Dutch stemming: « katten » and « kat » meet; accents folded: « pate » finds « Paté ».
      const cats = (await search('q=droogvoer%20katten&locale=nl')).body.hits as Row[];
      expect(cats[0]).toMatchObject({ animal: 'cat', foodType: 'dry' });
      expect(((await search('q=pate&locale=nl')).body.nbHits as number) > 0).toBe(true);
      // A French word typed on a Dutch page still finds the product, named in Dutch.
      const french = (await search('q=croquettes%20saumon&locale=nl')).body.hits as Row[];
      expect(french.length).toBeGreaterThan(0);
      expect(french.every((h) => !String(h.name).includes('Croquettes'))).toBe(true);
      // French search is French only.
      expect((await search('q=kip')).body.nbHits).toBe(0);
      expect(((await search('q=poulet')).body.hits as Row[]).every((h) => /poulet/i.test(String(h.name)))).toBe(true);
    });
  });

  describe('tracking service', () => {
    it('POST /tracking stores the event and answers the actions map', async () => {
      const before = await rows(trackingEvents);
      const { status, body } = await postJson(app, '/tracking?locale=fr', {
        event: 'exit_intent',
        app_name: 'gamelle-site',
        abtests: [],
      });
      expect(status).toBe(200);
      expect(body.popup).toMatchObject({ type: 'exit_popup', discount: 500 });
      expect(await rows(trackingEvents)).toBe(before + 1);
      expect(
        (await postJson(app, '/tracking', { event: 'page_view', app_name: 'gamelle-site', page: '/' })).body,
      ).toEqual({
        page_view_done: { page: '/' },
      });
    });

    it('SPEC §9 A/B tests: init gives a segment to each running test, keeps the one held, and the top banner follows it', async () => {
      const first = (await postJson(app, '/tracking?locale=fr', { event: 'init', app_name: 'gamelle-site' })).body;
      const tests = first.abtest as { name: string; segment: string }[];
      expect(tests).toEqual([{ name: 'bandeau-haut', segment: expect.stringMatching(/^[AB]$/) }]);
      for (const segment of ['A', 'B']) {
        const again = (
          await postJson(app, '/tracking?locale=fr', {
            event: 'init',
            app_name: 'gamelle-site',
            abtests: [{ name: 'bandeau-haut', segment }],
          })
        ).body;
        expect(again.abtest).toEqual([{ name: 'bandeau-haut', segment }]);
        expect((again.top_header as Row).text).toMatch(segment === 'A' ? /^Livraison offerte/ : /^Abonnez-vous/);
      }
      // A segment the test does not have is not kept: a fresh one is given.
      const odd = (
        await postJson(app, '/tracking', {
          event: 'init',
          app_name: 'gamelle-site',
          abtests: [{ name: 'bandeau-haut', segment: 'Z' }],
        })
      ).body;
      expect((odd.abtest as Row[])[0]?.segment).toMatch(/^[AB]$/);
    });

    it('SPEC §9 `ad_product_offer`: the welcome offer on a product page for a guest or a new client, none for an old client', async () => {
      const viewed = (client_type?: string) =>
        postJson(app, '/tracking', { event: 'view_item', app_name: 'gamelle-site', client_type, items: [] });
      for (const type of ['Guest', 'New client', undefined])
        expect((await viewed(type)).body.ad_product_offer, String(type)).toMatchObject({
          campaign: 'bienvenue-fiche-produit',
          href: '/landing/offre-bienvenue/',
          text: expect.stringMatching(/^5 € offerts/),
        });
      expect((await viewed('Old client')).body.ad_product_offer).toBeNull();
    });

    it('SPEC §9 actions in the page’s language: a Dutch page gets the exit popup, the top banner and the product offer in Dutch', async () => {
      const ask = async (event: Record<string, unknown>) =>
        (await postJson(app, '/tracking?locale=nl', { app_name: 'gamelle-site', ...event })).body;
      expect((await ask({ event: 'exit_intent', abtests: [] })).popup).toMatchObject({
        title: '€ 5 korting op uw eerste bestelling',
        text: 'Schrijf u in op onze nieuwsbrief en ontvang uw kortingscode per e-mail.',
        discount: 500,
      });
      for (const segment of ['A', 'B']) {
        const init = await ask({ event: 'init', abtests: [{ name: 'bandeau-haut', segment }] });
        expect((init.top_header as Row).text).toMatch(segment === 'A' ? /^Gratis levering/ : /^Neem een abonnement/);
      }
      expect((await ask({ event: 'view_item', client_type: 'Guest', items: [] })).ad_product_offer).toMatchObject({
        campaign: 'bienvenue-fiche-produit',
        text: expect.stringMatching(/^€ 5 korting/),
        label: 'Mijn code ontvangen',
      });
    });

    it('SPEC §5 tag manager: named in the `init` answer and allowed by the CSP only when TAG_MANAGER_ID is set, a GTM- or G- id', async () => {
      const init = { event: 'init', app_name: 'gamelle-site' };
      expect((await postJson(app, '/tracking', init)).body).not.toHaveProperty('tag_manager');
      const plainCsp = (await app.request('/')).headers.get('content-security-policy') ?? '';
      expect(plainCsp).not.toContain('googletagmanager');
      expect(plainCsp).not.toContain('google-analytics');

      const withTags = createApp({
        db: database.db,
        now: () => NOW,
        imageKeys: IMAGE_KEYS,
        tagManagerId: 'GTM-GAMELLE1',
      });
      expect((await postJson(withTags, '/tracking', init)).body.tag_manager).toEqual({ id: 'GTM-GAMELLE1' });
      // Only `init`, which the page sends with consent to audience measurement, names it.
      const view = await postJson(withTags, '/tracking', { event: 'page_view', app_name: 'gamelle-site', page: '/' });
      expect(view.body).not.toHaveProperty('tag_manager');
      const csp = (await withTags.request('/')).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/\*\.googletagmanager\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
      expect(csp).toMatch(/img-src 'self' data: https:\/\/\*\.google-analytics\.com/);
      expect(csp).not.toContain('unsafe-inline');

      expect(tagManagerIdFromEnv({})).toBeNull();
      expect(tagManagerIdFromEnv({ TAG_MANAGER_ID: '  ' })).toBeNull();
      expect(tagManagerIdFromEnv({ TAG_MANAGER_ID: 'G-ABC123' })).toBe('G-ABC123');
      expect(tagManagerIdFromEnv({ TAG_MANAGER_ID: ' GTM-K9X2 ' })).toBe('GTM-K9X2');
      for (const bad of ['gtm-abc', 'UA-12345-1', 'GTM-', 'GTM-ABC"><script>', 'AW-123'])
        expect(() => tagManagerIdFromEnv({ TAG_MANAGER_ID: bad }), bad).toThrow(StartupError);
    });

    it('"only enabled events are accepted"; bad bodies write nothing', async () => {
      const before = await rows(trackingEvents);
      const unknown = await postJson(app, '/tracking', { event: 'purchase_hack', app_name: 'x' });
      expect(unknown.status).toBe(422);
      expect((unknown.body.violations as Row[])[0]).toMatchObject({ propertyPath: 'event' });
      expect((await postJson(app, '/tracking', { event: 'init' })).status).toBe(422);
      const notJson = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'pas du json' };
      expect((await getJson(app, '/tracking', notJson)).status).toBe(400);
      expect(
        (
          await getJson(app, '/tracking', {
            method: 'POST',
            body: JSON.stringify({ event: 'init', app_name: 'x', pad: 'x'.repeat(20_000) }),
          })
        ).status,
      ).toBe(413);
      expect(await rows(trackingEvents)).toBe(before);
    });

    it('POST /tracking/report/{campaign} with {app_name}', async () => {
      const before = await rows(trackingReports);
      expect((await postJson(app, '/tracking/report/noel-2026', { app_name: 'gamelle-site' })).status).toBe(201);
      expect((await postJson(app, '/tracking/report/..%2Fetc', { app_name: 'gamelle-site' })).status).toBe(400);
      expect((await postJson(app, '/tracking/report/noel-2026', { app_name: 'x', extra: 1 })).status).toBe(422);
      expect(await rows(trackingReports)).toBe(before + 1);
    });
  });

  describe('carts (SPEC §4, §7): lines, totals, stock, coupons, concurrency', () => {
    type Variant = {
      code: string;
      stock: number;
      in_stock: boolean;
      base_price: number;
      base_price_subscription: number;
      show_variant?: boolean;
      weight?: number;
      unit?: string;
    };
    let variants: (Variant & { sku: string })[] = [];
    const send = (method: string, path: string, body?: unknown) =>
      app.request(`/api/v2/shop/orders${path}`, {
        method,
        headers: { 'Content-Type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const newCart = async () =>
      ((await (await send('POST', '', { localeCode: 'fr_FR' })).json()) as { tokenValue: string }).tokenValue;
    const iri = (code: string) => `/api/v2/shop/product-variants/${code}`;
    type CartBody = {
      items: {
        id: number;
        quantity: number;
        subscriptionInterval: number | null;
        unitPrice: number;
        variant: { code: string; weight?: number; unit?: string };
      }[];
      itemsTotal: number;
      discountTotal: number;
      total: number;
      couponCode: string | null;
    };

    beforeAll(async () => {
      const all = list((await getJson(app, '/cms/b2c-products?pageSize=100&render=1')).body) as unknown as {
        sku: string;
        ProductVariants: Variant[];
      }[];
      variants = all.flatMap((p) => p.ProductVariants.map((v) => ({ ...v, sku: p.sku })));
    });
    const plenty = () =>
      variants.find(
        (v) => v.in_stock && v.stock >= 60 && v.show_variant !== false && v.base_price_subscription > 0,
      ) as Variant;
    const another = () => variants.filter((v) => v.in_stock && v.stock >= 10 && v.show_variant !== false)[3] as Variant;

    it('free goods: a free sample is one per line and three lines at most in a cart, never a subscription', async () => {
      const samples = await database.db
        .select()
        .from(productsTable)
        .where(eq(productsTable.kind, 'sample'))
        .orderBy(productsTable.sku);
      expect(samples.length).toBeGreaterThanOrEqual(2);
      const codeOf = (row: (typeof samples)[number]) =>
        (row.data as Json & { ProductVariants: { code: string }[] }).ProductVariants[0]?.code ?? '';
      // Two more free samples, for a while: four in all.
      const extra = [0, 1].map((i) => {
        const { id: _id, ...row } = samples[0] as (typeof samples)[number];
        const code = String(99_990_000 + i);
        const data = structuredClone(row.data) as Json & { ProductVariants: { code: string }[] };
        data.ProductVariants = data.ProductVariants.map((variant) => ({ ...variant, code }));
        return {
          ...row,
          sku: `ECHANTILLON-TEST-${i}`,
          slug: `echantillon-test-${i}`,
          data: { ...data, sku: `ECHANTILLON-TEST-${i}` },
        };
      });
      await database.db.insert(productsTable).values(extra);
      try {
        const codes = [...samples.slice(0, 2).map(codeOf), '99990000', '99990001'];
        const token = await newCart();
        const first = await send('PATCH', `/${token}/items`, { productVariant: iri(codes[0] as string), quantity: 1 });
        expect(first.status).toBe(200);
        expect(((await first.json()) as CartBody).items[0]?.unitPrice).toBe(0);
        const again = await send('PATCH', `/${token}/items`, { productVariant: iri(codes[0] as string), quantity: 1 });
        expect(again.status).toBe(422);
        expect(((await again.json()) as Json).violations).toMatchObject([
          {
            propertyPath: 'quantity',
            code: 'free_one',
            message: 'Un seul exemplaire de cet échantillon offert par commande.',
          },
        ]);
        const subscribed = await send('PATCH', `/${token}/items`, {
          productVariant: iri(codes[1] as string),
          quantity: 1,
          subscriptionInterval: 31,
        });
        expect(((await subscribed.json()) as Json).violations).toMatchObject([
          { propertyPath: 'subscriptionInterval', code: 'not_subscribable' },
        ]);
        for (const code of codes.slice(1, 3))
          expect((await send('PATCH', `/${token}/items`, { productVariant: iri(code), quantity: 1 })).status).toBe(200);
        const fourth = await send('PATCH', `/${token}/items`, { productVariant: iri(codes[3] as string), quantity: 1 });
        expect(fourth.status).toBe(422);
        expect(((await fourth.json()) as Json).violations).toMatchObject([
          {
            propertyPath: 'productVariant',
            code: 'free_lines',
            message: 'Trois échantillons offerts par commande au plus.',
          },
        ]);
        // A line of a paid product is another matter.
        expect(
          (await send('PATCH', `/${token}/items`, { productVariant: iri(plenty().code), quantity: 2 })).status,
        ).toBe(200);
        // The change of a line is held to the same rule.
        const cart = (await (await send('GET', `/${token}`)).json()) as CartBody;
        const sample = cart.items.find((item) => item.variant.code === codes[0]);
        const raised = await send('PATCH', `/${token}/items/${sample?.id}`, { quantity: 5 });
        expect(raised.status).toBe(422);
      } finally {
        await database.db.delete(productsTable).where(
          inArray(
            productsTable.sku,
            extra.map((row) => row.sku),
          ),
        );
      }
    });

    it('adds a line at the catalogue price, merges the same variant, keeps a subscription line apart, and totals', async () => {
      const token = await newCart();
      const v = plenty();
      await send('PATCH', `/${token}/items`, { productVariant: iri(v.code), quantity: 2 });
      await send('PATCH', `/${token}/items`, { productVariant: iri(v.code), quantity: 1 });
      const res = await send('PATCH', `/${token}/items`, {
        productVariant: iri(v.code),
        quantity: 1,
        subscriptionInterval: 31,
      });
      expect(res.status).toBe(200);
      const cart = (await res.json()) as CartBody;
      expect(cart.items.map((i) => [i.variant.code, i.quantity, i.subscriptionInterval, i.unitPrice])).toEqual([
        [v.code, 3, null, v.base_price],
        [v.code, 1, 31, v.base_price_subscription],
      ]);
      expect(cart.itemsTotal).toBe(3 * v.base_price + v.base_price_subscription);
      expect(cart.total).toBe(cart.itemsTotal);
      // Each line says its format's net quantity, in its unit (SPEC §3): the shop shows its price per kilogram.
      expect(v.weight).toBeGreaterThan(0);
      for (const item of cart.items) expect(item.variant).toMatchObject({ weight: v.weight, unit: v.unit });
      const loaded = (await (await send('GET', `/${token}`)).json()) as CartBody;
      expect(loaded.items).toHaveLength(2);
    });

    it('SPEC §1 Dutch: a cart created in Dutch (nl_BE) keeps Dutch product and format names, a French one French', async () => {
      const v = plenty();
      const lineOf = async (localeCode: string) => {
        const token = ((await (await send('POST', '', { localeCode })).json()) as { tokenValue: string }).tokenValue;
        const res = await send('PATCH', `/${token}/items`, { productVariant: iri(v.code), quantity: 1 });
        return ((await res.json()) as { items: { variant: Row }[] }).items[0]?.variant;
      };
      const sku = variants.find((x) => x.code === v.code)?.sku ?? '';
      const catalogue = async (locale: string) => {
        const [p] = list((await getJson(app, `/cms/b2c-products?filters[sku][$in]=${sku}&locale=${locale}`)).body);
        const variant = ((p?.ProductVariants ?? []) as Row[]).find((x) => x.code === v.code);
        return { productName: p?.name, variantName: variant?.name };
      };
      const nl = await catalogue('nl');
      const fr = await catalogue('fr');
      expect(nl.productName).not.toBe(fr.productName);
      expect(nl.variantName).not.toBe(fr.variantName);
      expect(await lineOf('nl_BE')).toMatchObject(nl);
      expect(await lineOf('fr_FR')).toMatchObject(fr);
    });

    it('SPEC §9 a cart follows the shopper’s language switch: its lines renamed, its language changed, the same prices', async () => {
      const v = plenty();
      const token = ((await (await send('POST', '', { localeCode: 'fr_FR' })).json()) as { tokenValue: string })
        .tokenValue;
      type Named = { localeCode: string; itemsTotal: number; items: { variant: Row }[] };
      const added = (await (
        await send('PATCH', `/${token}/items`, { productVariant: iri(v.code), quantity: 2 })
      ).json()) as Named;
      const switched = await send('PATCH', `/${token}/locale`, { localeCode: 'nl_BE' });
      expect(switched.status).toBe(200);
      const cart = (await switched.json()) as Named;
      expect(cart.localeCode).toBe('nl_BE');
      expect(cart.itemsTotal).toBe(added.itemsTotal);
      const sku = variants.find((x) => x.code === v.code)?.sku ?? '';
      const [p] = list((await getJson(app, `/cms/b2c-products?filters[sku][$in]=${sku}&locale=nl`)).body);
      const dutch = ((p?.ProductVariants ?? []) as Row[]).find((x) => x.code === v.code);
      expect(cart.items[0]?.variant).toMatchObject({ productName: p?.name, variantName: dutch?.name });
      expect(cart.items[0]?.variant.productName).not.toBe(added.items[0]?.variant.productName);
      // Read again, it stays Dutch; a refusal now speaks Dutch.
      expect(((await (await send('GET', `/${token}`)).json()) as { localeCode: string }).localeCode).toBe('nl_BE');
      const refused = await send('PATCH', `/${token}/locale`, { localeCode: 'de_DE' });
      expect(refused.status).toBe(422);
      expect((await send('PATCH', '/unknown-token/locale', { localeCode: 'nl_BE' })).status).toBe(404);
    });

    it('SPEC §7 locale: a body refused by its schema is said in the request’s language', async () => {
      const token = await newCart();
      const refused = async (locale: string) =>
        (
          (await (
            await send('PATCH', `/${token}/items?locale=${locale}`, { productVariant: iri(plenty().code), quantity: 0 })
          ).json()) as { violations: { propertyPath: string; code: string; message: string }[] }
        ).violations[0];
      const fr = await refused('fr');
      const nl = await refused('nl');
      expect(nl?.code).toBe(fr?.code);
      expect(nl?.message).toBe(
        formMessage('cart', nl?.propertyPath ?? '', nl?.code ?? '', {
          params: { min: 1 },
          catalogue: FORM_MESSAGES_NL,
        }),
      );
      expect(nl?.message).not.toBe(fr?.message);
    });

    it('SPEC §1 Dutch: a Dutch cart’s refusals are said in Dutch (what the stock cannot serve, a product gone)', async () => {
      const token = ((await (await send('POST', '', { localeCode: 'nl_BE' })).json()) as { tokenValue: string })
        .tokenValue;
      const out = variants.find((v) => !v.in_stock) as Variant;
      const few = variants.find(
        (v) => v.in_stock && v.stock > 0 && v.stock < 50 && v.show_variant !== false,
      ) as Variant;
      const refusal = async (body: unknown) =>
        ((await (await send('PATCH', `/${token}/items`, body)).json()) as { violations: { message: string }[] })
          .violations[0]?.message;
      expect(await refusal({ productVariant: iri(few.code), quantity: few.stock + 1 })).toBe(
        `Er zijn nog maar ${few.stock} artikel(en) op voorraad.`,
      );
      expect(await refusal({ productVariant: iri(out.code) })).not.toBe('Ce produit n’est plus disponible.');
    });

    it('changes a quantity and a frequency, merges lines that meet, removes a line', async () => {
      const token = await newCart();
      const v = plenty();
      await send('PATCH', `/${token}/items`, { productVariant: iri(v.code), quantity: 1 });
      let cart = (await (
        await send('PATCH', `/${token}/items`, { productVariant: iri(v.code), quantity: 2, subscriptionInterval: 42 })
      ).json()) as CartBody;
      const [once, sub] = cart.items as [CartBody['items'][0], CartBody['items'][0]];
      cart = (await (await send('PATCH', `/${token}/items/${once.id}`, { quantity: 4 })).json()) as CartBody;
      expect(cart.items.find((i) => i.id === once.id)?.quantity).toBe(4);
      // The interval alone changes the frequency (SPEC §7).
      cart = (await (
        await send('PATCH', `/${token}/items/${sub.id}`, { subscriptionInterval: 62 })
      ).json()) as CartBody;
      expect(cart.items.find((i) => i.id === sub.id)?.subscriptionInterval).toBe(62);
      // Moving the one-off line to 62 days merges it with the subscription line.
      cart = (await (
        await send('PATCH', `/${token}/items/${once.id}`, { subscriptionInterval: 62 })
      ).json()) as CartBody;
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({
        quantity: 6,
        subscriptionInterval: 62,
        unitPrice: v.base_price_subscription,
      });
      cart = (await (await send('DELETE', `/${token}/items/${cart.items[0]?.id}`)).json()) as CartBody;
      expect(cart).toMatchObject({ items: [], itemsTotal: 0, total: 0 });
      expect((await send('DELETE', `/${token}/items/999999`)).status).toBe(404);
    });

    it('refuses unknown variants, bad quantities and frequencies, and what the stock cannot serve, naming the field', async () => {
      const token = await newCart();
      const out = variants.find((v) => !v.in_stock) as Variant;
      const few = variants.find(
        (v) => v.in_stock && v.stock > 0 && v.stock < 50 && v.show_variant !== false,
      ) as Variant;
      const cases: [unknown, string, string][] = [
        [{ productVariant: iri('99999999') }, 'productVariant', 'Ce produit n’existe pas ou n’est plus vendu.'],
        [
          { productVariant: '/api/v2/shop/product-variants/abc' },
          'productVariant',
          'Ce produit n’existe pas ou n’est plus vendu.',
        ],
        [{ productVariant: iri(out.code) }, 'productVariant', 'Ce produit n’est plus disponible.'],
        [
          { productVariant: iri(few.code), quantity: few.stock + 1 },
          'quantity',
          `Il ne reste que ${few.stock} article(s) en stock.`,
        ],
        [{ productVariant: iri(few.code), quantity: 0 }, 'quantity', 'Cette valeur doit être supérieure ou égale à 1.'],
        [
          { productVariant: iri(few.code), subscriptionInterval: 30 },
          'subscriptionInterval',
          'Cette fréquence de livraison n’est pas proposée.',
        ],
        [{ productVariant: iri(few.code), unitPrice: 1 }, '', 'Une erreur est survenue'],
      ];
      for (const [body, path, message] of cases) {
        const res = await send('PATCH', `/${token}/items`, body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        const { violations } = (await res.json()) as { violations: { propertyPath: string; message: string }[] };
        expect(violations[0], JSON.stringify(body)).toMatchObject({ propertyPath: path, message });
      }
      const cart = (await (await send('GET', `/${token}`)).json()) as CartBody;
      expect(cart.items).toEqual([]);
      expect((await send('PATCH', '/jeton-inconnu/items', { productVariant: iri(few.code) })).status).toBe(404);
    });

    it('50 concurrent add-item calls leave exactly one line of 50 and the right total', async () => {
      const token = await newCart();
      const v = plenty();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          send('PATCH', `/${token}/items`, { productVariant: iri(v.code), quantity: 1 }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
      const cart = (await (await send('GET', `/${token}`)).json()) as CartBody;
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]?.quantity).toBe(50);
      expect(cart.itemsTotal).toBe(50 * v.base_price);
    });

    it('applies the newsletter coupon (5 € from 30 €), refuses an unknown one, removes it', async () => {
      const token = await newCart();
      const v = another();
      const small = (await send('PATCH', `/${token}/apply-coupon`, { couponCode: 'BIENVENUE5' })).status;
      expect(small).toBe(422);
      const quantity = Math.ceil(3000 / v.base_price);
      await send('PATCH', `/${token}/items`, { productVariant: iri(v.code), quantity });
      const unknown = await send('PATCH', `/${token}/apply-coupon`, { couponCode: 'FAUX' });
      expect(await unknown.json()).toMatchObject({
        violations: [{ propertyPath: 'couponCode', message: 'Ce code promo n’est pas valide.' }],
      });
      const applied = (await (
        await send('PATCH', `/${token}/apply-coupon`, { couponCode: 'bienvenue5' })
      ).json()) as CartBody;
      expect(applied).toMatchObject({ couponCode: 'BIENVENUE5', discountTotal: 500, total: applied.itemsTotal - 500 });
      const removed = (await (await send('DELETE', `/${token}/coupon/BIENVENUE5`)).json()) as CartBody;
      expect(removed).toMatchObject({ couponCode: null, discountTotal: 0, total: removed.itemsTotal });
      expect((await send('DELETE', `/${token}/coupon/BIENVENUE5`)).status).toBe(404);
    });

    it('SPEC §4 "A cart with no items is … deleted on the server"; a cart with items is not', async () => {
      const token = await newCart();
      await send('PATCH', `/${token}/items`, { productVariant: iri(plenty().code) });
      expect((await send('DELETE', `/${token}`)).status).toBe(409);
      const empty = await newCart();
      expect((await send('DELETE', `/${empty}`)).status).toBe(204);
      expect((await send('GET', `/${empty}`)).status).toBe(404);
    });
  });

  describe('customers and sign-in (SPEC §7)', () => {
    let clock = NOW;
    const mails: OutgoingMail[] = [];
    let shop: Hono;
    beforeAll(() => {
      shop = createApp({
        db: database.db,
        now: () => clock,
        imageKeys: IMAGE_KEYS,
        tokenKeys: { secret: new TextEncoder().encode('secret-de-test-assez-long-pour-hs256') },
        outbox: { send: async (mail) => void mails.push(mail) },
      });
    });
    const call = (method: string, path: string, body?: unknown, token?: string, address?: string) =>
      shopCall(shop, method, path, body, { token, address });
    let n = 0;
    const register = async () => {
      n += 1;
      const email = `client${n}-${Date.now()}@example.fr`;
      const created = await call('POST', '/customers', {
        email,
        password: 'croquettes',
        firstName: 'Anne',
        lastName: 'Martin',
      });
      expect(created.status).toBe(201);
      const login = await call('POST', '/customers/token', { email, password: 'croquettes' });
      expect(login.status).toBe(200);
      return { email, ...(login.body as { token: string; refresh_token: string; customer: string }) };
    };

    it('lookup tells an existing account from a new e-mail; registration refuses a taken one', async () => {
      const { email } = await register();
      expect((await call('POST', '/customer/lookup', { email: email.toUpperCase() })).body).toMatchObject({
        exists: true,
      });
      expect((await call('POST', '/customer/lookup', { email: 'personne@example.fr' })).body).toMatchObject({
        exists: false,
      });
      const again = await call('POST', '/customers', { email, password: 'croquettes', firstName: 'A', lastName: 'B' });
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({ violations: [{ propertyPath: 'email' }] });
      const bad = await call('POST', '/customers', { email: 'x', password: '123' });
      expect((bad.body.violations as { propertyPath: string }[]).map((v) => v.propertyPath).sort()).toEqual([
        'email',
        'firstName',
        'lastName',
        'password',
      ]);
    });

    it('signs in with token, refresh_token, customer URI and user; a wrong password is « Votre mot de passe est incorrect. »', async () => {
      const { email, token, refresh_token, customer } = await register();
      expect(token.split('.')).toHaveLength(3);
      expect(refresh_token.length).toBeGreaterThan(30);
      expect(customer).toMatch(/^\/api\/v2\/shop\/customers\/\d+$/);
      const wrong = await call('POST', '/customers/token', { email, password: 'pas-le-bon' });
      expect(wrong).toMatchObject({ status: 401, body: { message: 'Votre mot de passe est incorrect.' } });
      const unknown = await call('POST', '/customers/token', { email: 'inconnu@example.fr', password: 'croquettes' });
      expect(unknown).toMatchObject({ status: 401, body: { message: 'Votre mot de passe est incorrect.' } });
    });

    it('SPEC §2, §7 gi-token: an ID token of the identity provider signs in (the account opened on first use); a forged one is 401', async () => {
      // The provider sends a code to the address; the code alone gives the ID token.
      const challenge = await call('POST', '/api/v2/identity/challenges', {
        email: `Federe-${Date.now()}@example.fr`,
        firstName: 'Inès',
        lastName: 'Roux',
      });
      expect(challenge.status).toBe(201);
      const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
      expect(mails.at(-1)?.to).toMatch(/^federe-/);
      const identity = await call('POST', '/api/v2/identity/id-tokens', { challenge: challenge.body.challenge, code });
      expect(identity.status).toBe(201);
      const idToken = String(identity.body.idToken);
      const first = await call('POST', '/customers/token', { 'google-token': idToken, recaptcha: 'jeton' });
      expect(first.status).toBe(200);
      const again = await call('POST', '/customers/token', { 'google-token': idToken });
      expect(again.body.customer).toBe(first.body.customer);
      const me = await call(
        'GET',
        String(first.body.customer).replace('/api/v2/shop', ''),
        undefined,
        String(first.body.token),
      );
      expect(me.body).toMatchObject({ firstName: 'Inès', lastName: 'Roux' });
      expect(String(me.body.email)).toMatch(/^federe-/);
      // An access token is no ID token, nor is a token signed with another key.
      expect((await call('POST', '/customers/token', { 'google-token': String(first.body.token) })).status).toBe(401);
      const [head, payload] = idToken.split('.');
      expect((await call('POST', '/customers/token', { 'google-token': `${head}.${payload}.AAAA` })).status).toBe(401);
      clock = new Date(clock.getTime() + 6 * 60 * 1000);
      expect((await call('POST', '/customers/token', { 'google-token': idToken })).status).toBe(401);
    });

    it('account pre-emption: Google does not sign into an account opened with a password until its address is proven; the reset link proves it and ends the other sessions; a new e-mail is unproven again', async () => {
      const idTokenFor = async (email: string) => {
        const challenge = await call('POST', '/api/v2/identity/challenges', {
          email,
          firstName: 'Inès',
          lastName: 'Roux',
        });
        expect(challenge.status).toBe(201);
        const code = /\b(\d{6})\b/.exec(mails.filter((m) => m.to === email.toLowerCase()).at(-1)?.text ?? '')?.[1];
        const identity = await call('POST', '/api/v2/identity/id-tokens', {
          challenge: challenge.body.challenge,
          code,
        });
        expect(identity.status).toBe(201);
        return String(identity.body.idToken);
      };
      // Someone opens an account with the victim's address and a password of their own.
      const trap = await register();
      const refused = await call('POST', '/customers/token', { 'google-token': await idTokenFor(trap.email) });
      expect(refused).toMatchObject({ status: 409, body: { 'hydra:description': FEDERATED_UNVERIFIED } });
      expect(refused.body.token).toBeUndefined();
      // The address's owner chooses a password by the link sent there: the trap-setter is out.
      mails.length = 0;
      expect((await call('POST', '/customers/reset-password', { email: trap.email })).status).toBe(202);
      const link = /mot-de-passe-oublie\/([\w-]+)\//.exec(mails[0]?.text ?? '')?.[1] ?? '';
      expect(
        (
          await call('PATCH', `/customers/reset-password/${link}`, {
            newPassword: 'gamelle-a-moi',
            confirmNewPassword: 'gamelle-a-moi',
          })
        ).status,
      ).toBe(204);
      expect((await call('POST', '/customers/token', { email: trap.email, password: 'croquettes' })).status).toBe(401);
      expect((await call('POST', '/authentication-token/refresh', { refresh_token: trap.refresh_token })).status).toBe(
        401,
      );
      const google = await call('POST', '/customers/token', { 'google-token': await idTokenFor(trap.email) });
      expect(google.status).toBe(200);
      expect(google.body.customer).toBe(trap.customer);
      expect(google.body.user).toMatchObject({ verified: true });
      // An address given later is the customer's word only: Google waits for its proof again.
      const moved = `deplace-${Date.now()}@example.fr`;
      const path = String(google.body.customer).replace('/api/v2/shop', '');
      expect(
        (await call('PUT', path, { email: moved, currentPassword: 'gamelle-a-moi' }, String(google.body.token))).status,
      ).toBe(200);
      expect((await call('POST', '/customers/token', { 'google-token': await idTokenFor(moved) })).status).toBe(409);
    });

    it('throttling: five wrong passwords from one address answer 429 there (Retry-After), not to the owner elsewhere', async () => {
      const { email } = await register();
      const attacker = '198.51.100.66';
      // From the fourth try on, a captcha's token is required (ADR 0027): this attacker solves them.
      const login = async () => ({ captcha: await solvedCaptcha(shop, 'login') });
      for (let i = 0; i < 5; i += 1)
        expect(
          (
            await call(
              'POST',
              '/customers/token',
              { email, password: `faux-${i}`, ...(i >= 3 ? await login() : {}) },
              undefined,
              attacker,
            )
          ).status,
        ).toBe(401);
      expect(
        (
          await call(
            'POST',
            '/customers/token',
            { email, password: 'croquettes', ...(await login()) },
            undefined,
            attacker,
          )
        ).status,
      ).toBe(429);
      // The owner, from their own address, is not locked out by someone else's failures (their
      // browser sends the token the account's failures ask for).
      expect(
        (
          await call(
            'POST',
            '/customers/token',
            { email, password: 'croquettes', ...(await login()) },
            undefined,
            '203.0.113.10',
          )
        ).status,
      ).toBe(200);
      clock = new Date(clock.getTime() + 16 * 60 * 1000);
      expect(
        (await call('POST', '/customers/token', { email, password: 'croquettes' }, undefined, attacker)).status,
      ).toBe(200);
    });

    it('the owner reads their data; another customer gets 404; no or an expired token gets 401', async () => {
      const a = await register();
      const b = await register();
      expect((await call('GET', a.customer.replace('/api/v2/shop', ''), undefined, a.token)).body).toMatchObject({
        email: a.email,
        firstName: 'Anne',
      });
      expect((await call('GET', a.customer.replace('/api/v2/shop', ''), undefined, b.token)).status).toBe(404);
      expect((await call('GET', a.customer.replace('/api/v2/shop', ''))).status).toBe(401);
      const forged = `${a.token.slice(0, -4)}AAAA`;
      expect((await call('GET', a.customer.replace('/api/v2/shop', ''), undefined, forged)).status).toBe(401);
      clock = new Date(clock.getTime() + 16 * 60 * 1000);
      expect((await call('GET', a.customer.replace('/api/v2/shop', ''), undefined, a.token)).status).toBe(401);
    });

    it('refresh rotates the token; reusing an old refresh token revokes the whole family', async () => {
      const { refresh_token } = await register();
      const first = await call('POST', '/authentication-token/refresh', { refresh_token });
      expect(first.status).toBe(200);
      const next = first.body.refresh_token as string;
      expect(next).not.toBe(refresh_token);
      // The old token again: it leaked; the family dies, the newest token too.
      expect((await call('POST', '/authentication-token/refresh', { refresh_token })).status).toBe(401);
      expect((await call('POST', '/authentication-token/refresh', { refresh_token: next })).status).toBe(401);
      expect((await call('POST', '/authentication-token/refresh', { refresh_token: 'inconnu' })).status).toBe(401);
    });

    it('SPEC §3 preferred language: the reset e-mail is in the customer’s preferred language, its link to the page in it', async () => {
      const { email, token, customer } = await register();
      const path = customer.replace('/api/v2/shop', '');
      expect((await call('PUT', path, { preferredLanguage: 'nl' }, token)).status).toBe(200);
      clock = new Date(clock.getTime() + 10 * 60_000);
      mails.length = 0;
      expect((await call('POST', '/customers/reset-password', { email })).status).toBe(202);
      expect(mails[0]?.subject).toBe('Kies een nieuw wachtwoord voor Gamelle');
      expect(mails[0]?.text).toMatch(/^Goeiedag Anne,/);
      expect(mails[0]?.text).toMatch(/https:\/\/[^/\s]+\/nl\/mot-de-passe-oublie\/[\w-]+\//);
    });

    it('reset password: an e-mail to the outbox, a one-use link, the same answer for an unknown address', async () => {
      const { email } = await register();
      mails.length = 0;
      expect((await call('POST', '/customers/reset-password', { email })).status).toBe(202);
      expect((await call('POST', '/customers/reset-password', { email: 'personne@example.fr' })).status).toBe(202);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toBe(email);
      const token = /mot-de-passe-oublie\/([\w-]+)\//.exec(mails[0]?.text ?? '')?.[1] ?? '';
      const mismatch = await call('PATCH', `/customers/reset-password/${token}`, {
        newPassword: 'nouveau1',
        confirmNewPassword: 'autre',
      });
      expect(mismatch.status).toBe(422);
      expect(
        (
          await call('PATCH', `/customers/reset-password/${token}`, {
            newPassword: 'nouveau1',
            confirmNewPassword: 'nouveau1',
          })
        ).status,
      ).toBe(204);
      expect(
        (
          await call('PATCH', `/customers/reset-password/${token}`, {
            newPassword: 'nouveau2',
            confirmNewPassword: 'nouveau2',
          })
        ).status,
      ).toBe(404);
      expect((await call('POST', '/customers/token', { email, password: 'croquettes' })).status).toBe(401);
      expect((await call('POST', '/customers/token', { email, password: 'nouveau1' })).status).toBe(200);
    });

    it('addresses (SPEC §5 rules, §7 calls): owned, validated with the spec’s messages, one default', async () => {
      const a = await register();
      const b = await register();
      const address = {
        ...LYON_ADDRESS,
        isDefault: true,
      };
      expect((await call('POST', '/addresses', address)).status).toBe(401);
      const created = await call('POST', '/addresses', address, a.token);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ city: 'Lyon', isDefault: true, company: null });
      const id = created.body.id as number;
      expect((await call('GET', a.customer.replace('/api/v2/shop', ''), undefined, a.token)).body.defaultAddress).toBe(
        `/api/v2/shop/addresses/${id}`,
      );
      const bad = await call(
        'POST',
        '/addresses',
        { ...address, countryCode: 'BE', postcode: '690', city: 'L' },
        a.token,
      );
      expect(bad.status).toBe(422);
      const messages = Object.fromEntries(
        (bad.body.violations as { propertyPath: string; message: string }[]).map((v) => [v.propertyPath, v.message]),
      );
      expect(messages.postcode).toBe('Le format du code postal ne correspond pas au pays sélectionné.');
      expect(messages.city).toBeTruthy();
      const list = await call('GET', '/addresses', undefined, a.token);
      expect(list.body['hydra:totalItems']).toBe(1);
      // Another customer never sees, changes or removes it.
      expect((await call('GET', `/addresses/${id}`, undefined, b.token)).status).toBe(404);
      expect((await call('PUT', `/addresses/${id}`, address, b.token)).status).toBe(404);
      expect((await call('DELETE', `/addresses/${id}`, undefined, b.token)).status).toBe(404);
      expect((await call('GET', '/addresses', undefined, b.token)).body['hydra:totalItems']).toBe(0);
      const changed = await call(
        'PUT',
        `/addresses/${id}`,
        { ...address, city: 'Villeurbanne', postcode: '69100' },
        a.token,
      );
      expect(changed.body).toMatchObject({ city: 'Villeurbanne' });
      expect((await call('DELETE', `/addresses/${id}`, undefined, a.token)).status).toBe(204);
      expect(
        (await call('GET', a.customer.replace('/api/v2/shop', ''), undefined, a.token)).body.defaultAddress,
      ).toBeNull();
    });

    it('SPEC §7 "PUT (customer URI) assigns the customer": to oneself only; the login then returns the cart', async () => {
      const a = await register();
      const b = await register();
      const cart = (await call('POST', '/orders', { localeCode: 'fr_FR' })).body as { tokenValue: string };
      expect((await call('PUT', `/orders/${cart.tokenValue}`, { customer: a.customer })).status).toBe(401);
      expect((await call('PUT', `/orders/${cart.tokenValue}`, { customer: a.customer }, b.token)).status).toBe(422);
      expect((await call('PUT', `/orders/${cart.tokenValue}`, { customer: a.customer }, a.token)).status).toBe(200);
      expect((await call('PUT', `/orders/${cart.tokenValue}`, { customer: b.customer }, b.token)).status).toBe(404);
      const again = await call('POST', '/customers/token', { email: a.email, password: 'croquettes' });
      expect(again.body.cart).toBe(`/api/v2/shop/orders/${cart.tokenValue}`);
    });
  });

  describe('contact requests (SPEC §3 orderId, productName, message, file; §5, §8)', () => {
    const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
    const form = (fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      if (file) body.set('file', new File([file.bytes], file.name, { type: file.type }));
      return app.request('/api/v2/shop/contact-requests', { method: 'POST', body });
    };
    const valid = { email: 'anne@example.fr', subject: 'order', orderId: '000123', message: 'Mon colis est abîmé.' };

    it('stores a message with its file and answers "Votre message a été envoyé"', async () => {
      const before = await rows(contactRequests);
      const res = await form(valid, { bytes: PDF, name: 'facture.pdf', type: 'application/pdf' });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ '@type': 'ContactRequest', message: 'Votre message a été envoyé' });
      expect(await rows(contactRequests)).toBe(before + 1);
    });

    it('accepts JSON without a file', async () => {
      const res = await postJson(app, '/api/v2/shop/contact-requests', { ...valid, subject: 'other' });
      expect(res.status).toBe(201);
    });

    it('refuses missing fields with French messages by field, and stores nothing', async () => {
      const before = await rows(contactRequests);
      const res = await form({ email: 'pas-une-adresse', message: ' ' });
      expect(res.status).toBe(422);
      const { violations } = (await res.json()) as { violations: { propertyPath: string; message: string }[] };
      expect(violations.map((v) => v.propertyPath).sort()).toEqual(['email', 'message', 'subject']);
      expect(violations.find((v) => v.propertyPath === 'message')?.message).toBe('Ce champ est obligatoire.');
      expect(await rows(contactRequests)).toBe(before);
    });

    it('"Type de fichier non supporté": a declared type its bytes do not match, or another type', async () => {
      const renamed = await form(valid, {
        bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0]),
        name: 'a.pdf',
        type: 'application/pdf',
      });
      expect(renamed.status).toBe(422);
      expect(await renamed.json()).toMatchObject({
        violations: [{ propertyPath: 'file', message: 'Type de fichier non supporté' }],
      });
      const exe = await form(valid, { bytes: PDF, name: 'a.exe', type: 'application/x-msdownload' });
      expect(await exe.json()).toMatchObject({ violations: [{ propertyPath: 'file', code: 'file_type' }] });
    });

    it('"Fichier trop volumineux": over 5 MB', async () => {
      const before = await rows(contactRequests);
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(PDF);
      const res = await form(valid, { bytes: big, name: 'gros.pdf', type: 'application/pdf' });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        violations: [{ propertyPath: 'file', message: 'Fichier trop volumineux' }],
      });
      expect(await rows(contactRequests)).toBe(before);
    });
  });

  describe('image host', () => {
    const png = () =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#AE9973' } })
        .png()
        .toBuffer();
    async function upload(fields: Record<string, string>, file?: Blob) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (file) form.set('file', file, fields.fileName ?? 'photo.png');
      return getJson(app, '/images/api/v1/files/upload', { method: 'POST', body: form });
    }
    let bearer = '';
    beforeAll(async () => {
      const email = `photos-${Date.now()}@example.fr`;
      const account = { email, password: 'croquettes', firstName: 'Léa', lastName: 'Petit' };
      expect(
        (await postJson(app, '/api/v2/shop/customers', { ...account, captcha: await solvedCaptcha(app, 'register') }))
          .status,
      ).toBe(201);
      bearer = String((await postJson(app, '/api/v2/shop/customers/token', account)).body.token);
    });
    const authHeaders = () => ({ headers: { Authorization: `Bearer ${bearer}` } });
    async function signed(extra: Record<string, string> = {}) {
      const auth = (await getJson(app, '/images/auth?t=1', authHeaders())).body as {
        token: string;
        expire: number;
        signature: string;
      };
      return {
        token: auth.token,
        expire: String(auth.expire),
        signature: auth.signature,
        publicKey: IMAGE_KEYS.publicKey,
        ...extra,
      };
    }

    it('GET /images/auth returns token, expire and an HMAC signature to a signed-in customer only (SPEC §8 "private key must not be passed client-side")', async () => {
      expect((await getJson(app, '/images/auth?t=123')).status).toBe(401);
      const { status, body } = await getJson(app, '/images/auth?t=123', authHeaders());
      expect(status).toBe(200);
      expect(body.expire).toBe(Math.floor(NOW.getTime() / 1000) + 1800);
      expect(body.signature).toBe(signUpload(IMAGE_KEYS.privateKey, String(body.token), Number(body.expire)));
      expect(JSON.stringify(body)).not.toContain(IMAGE_KEYS.privateKey);
    });

    it('uploads a signed image once, with tags', async () => {
      const fields = await signed({ fileName: 'Photo de Praline.png', tags: 'animal,chien' });
      const ok = await upload(fields, new Blob([new Uint8Array(await png())], { type: 'image/png' }));
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ name: 'Photo-de-Praline.png', width: 40, height: 30, tags: ['animal', 'chien'] });
      const again = await upload(fields, new Blob([new Uint8Array(await png())], { type: 'image/png' }));
      expect(again.status).toBe(403);
      const served = await app.request(String(ok.body.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      // A customer's photo: its address is its only key (a whole UUID), kept out of shared caches.
      expect(ok.body.fileId).toMatch(
        /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-Photo-de-Praline\.png$/,
      );
      expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
    });

    it('a decompression bomb (a 49-megapixel PNG of a few KB) is refused, nothing written; new renders of an upload are counted per address, however the query spells them; the catalogue’s are not', async () => {
      const before = await rows(images);
      const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.byteLength).toBeLessThan(UPLOAD_MAX_BYTES);
      const refused = await upload(await signed({ fileName: 'bombe.png' }), new Blob([new Uint8Array(bomb)]));
      expect(refused.status).toBe(422);
      expect(refused.body.violations).toMatchObject([{ propertyPath: 'file', code: 'too_many_pixels' }]);
      expect(await rows(images)).toBe(before);

      const ok = await upload(await signed({ fileName: 'mina.png' }), new Blob([new Uint8Array(await png())]));
      expect(ok.status).toBe(200);
      const from = fromAddress('198.51.100.71');
      for (let width = 1; width <= 60; width += 1)
        expect((await app.request(`${ok.body.url}?tr=w-${width}`, {}, from)).status).toBe(200);
      // A render already made is no new work; a new one is refused until the window passes.
      expect((await app.request(`${ok.body.url}?tr=w-60`, {}, from)).status).toBe(200);
      const limited = await app.request(`${ok.body.url}?tr=w-61`, {}, from);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await app.request(`${ok.body.url}?tr=w-61`, {}, fromAddress('198.51.100.72'))).status).toBe(200);
      // The same transformation spelt another way is no new work.
      expect((await app.request(`${ok.body.url}?tr=w-60,w-60`, {}, from)).status).toBe(200);
      expect((await app.request(`${ok.body.url}?tr=h-5,w-5`, {}, fromAddress('198.51.100.73'))).status).toBe(200);
      expect((await app.request(`${ok.body.url}?tr=w-5,h-5`, {}, from)).status).toBe(200);
      // The catalogue's images, which every listing asks for in a few sizes, are not counted.
      expect(
        (await app.request('/images/products/croquettes-chien-adulte-au-poulet.webp?tr=w-61', {}, from)).status,
      ).toBe(200);
    });

    it('refuses bad signatures, expired tokens, unsafe names, other types and big files; nothing written', async () => {
      const before = await rows(images);
      const file = new Blob([new Uint8Array(await png())], { type: 'image/png' });
      expect((await upload(await signed({ fileName: 'a.png', signature: 'faux' }), file)).status).toBe(403);
      expect((await upload(await signed({ fileName: 'a.png', publicKey: 'autre' }), file)).status).toBe(403);
      const past = String(Math.floor(NOW.getTime() / 1000) - 10);
      expect(
        (
          await upload(
            {
              ...(await signed({ fileName: 'a.png' })),
              expire: past,
              signature: signUpload(IMAGE_KEYS.privateKey, 'tok', past),
              token: 'tok',
            },
            file,
          )
        ).status,
      ).toBe(403);
      expect((await upload(await signed({ fileName: '../../etc/passwd.png' }), file)).status).toBe(400);
      expect(
        (await upload(await signed({ fileName: 'notes.txt' }), new Blob(['bonjour'], { type: 'text/plain' }))).status,
      ).toBe(415);
      expect(
        (await upload(await signed({ fileName: 'gros.png' }), new Blob([new Uint8Array(6 * 1024 * 1024)]))).status,
      ).toBe(413);
      expect((await upload(await signed({ fileName: 'a.png' }))).status).toBe(400);
      expect(await rows(images)).toBe(before);
    });

    it('delivers product images with transformations and cache headers', async () => {
      const original = await app.request('/images/products/croquettes-chien-adulte-au-poulet.webp');
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/webp');
      expect(original.headers.get('cache-control')).toContain('max-age=');
      const resized = await app.request('/images/products/croquettes-chien-adulte-au-poulet.webp?tr=w-200,q-60');
      expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(200);
      const lqip = await app.request('/images/products/croquettes-chien-adulte-au-poulet.webp?tr=n-lqip');
      expect((await sharp(Buffer.from(await lqip.arrayBuffer())).metadata()).width).toBe(200);
      const etag = resized.headers.get('etag') ?? '';
      expect(
        (
          await app.request('/images/products/croquettes-chien-adulte-au-poulet.webp?tr=w-200,q-60', {
            headers: { 'if-none-match': etag },
          })
        ).status,
      ).toBe(304);
      expect((await app.request('/images/products/croquettes-chien-adulte-au-poulet.webp?tr=w-abc')).status).toBe(400);
      expect((await app.request('/images/products/inconnue.webp')).status).toBe(404);
      expect((await app.request('/images/products/..%2F..%2Fsecret')).status).toBe(400);
    });
  });

  describeCheckout(() => ({ database }));
});
