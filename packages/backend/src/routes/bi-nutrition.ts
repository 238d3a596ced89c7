import {
  ANIMAL_TYPE_IRIS,
  BI_NUTRITION_FREQUENCIES,
  biNutritionRequestSchema,
  DEFAULT_LOCALE,
  LOCALES,
  type Pet,
  petAgeInMonths,
} from '@gamelle/domain';
import { and, eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import { LIMITS, type Throttle } from '../auth/throttle.js';
import type { TokenKeys } from '../auth/tokens.js';
import { catProfileSchema, menuFoods, menuFor } from '../catalogue/bi-nutrition.js';
import { enabledFeatures } from '../content/features.js';
import type { Database } from '../db/open.js';
import { customers, pets } from '../db/schema.js';
import { publicCache } from '../http/cache.js';
import { hydraError, readBody } from '../http/problems.js';
import { readLocale, readOptionalChoice } from '../http/query.js';
import { biNutritionMenuMail } from '../mail/customer-mails.js';
import { readerLanguage } from '../mail/language.js';
import type { Outbox } from '../mail/outbox.js';

/** The menu switched off (SPEC §6 `guide-bi-nutrition-entrance`): its calls are not found either. */
function menuRuns(db: Database): MiddlewareHandler {
  return async (_c, next) => {
    if (!(await enabledFeatures(db)).includes('guide-bi-nutrition-entrance')) {
      throw hydraError(404, 'Le menu bi-nutrition n’est pas proposé pour le moment.');
    }
    await next();
  };
}

/** What the guides send to price a menu: the cat's profile and the menu chosen (SPEC §2 ration step). */
const menuRequestSchema = (maxRecipes: number) =>
  biNutritionRequestSchema(maxRecipes).omit({ animal: true }).extend({ profile: catProfileSchema }).strict();

/**
 * The content system's side of the cat bi-nutrition menu (SPEC §2, §8), public
 * like the dry-food recommendation: `GET /b2c-bi-nutrition/foods` (the cat kibbles and wet
 * recipes on sale, and the configured maximum of recipes) and `POST /b2c-bi-nutrition/getMenu`
 * (the day's split for a profile, or the incompatibilities of SPEC §8 as violations).
 */
export function biNutritionContentRoutes({ db, maxRecipes }: { db: Database; maxRecipes: number }) {
  const app = new Hono();
  app.use('*', menuRuns(db));
  app.get('/foods', async (c) => {
    const foods = await menuFoods(db, readLocale(c));
    publicCache(c);
    return c.json({ data: foods, meta: { maxRecipes, frequencies: BI_NUTRITION_FREQUENCIES } });
  });
  app.post('/getMenu', async (c) => {
    const locale = readLocale(c);
    const { profile, ...choice } = await readBody(c, menuRequestSchema(maxRecipes), 'biNutrition');
    return c.json({ data: await menuFor(db, profile, choice, maxRecipes, locale), meta: {} });
  });
  return app;
}

const petIdOf = z
  .string()
  .regex(/^(?:\/api\/v2\/shop\/animals\/)?([0-9]{1,15})$/)
  .transform((value) => Number(/([0-9]+)$/.exec(value)?.[1]));

/**
 * The bi-nutrition request of SPEC §3 (`POST /api/v2/shop/bi-nutrition-requests`): one of the
 * customer's cats (another's is a 404), its kibble, recipes and frequency. The menu is computed
 * again from the pet's record and the catalogue, then e-mailed to the customer; a few a time.
 */
export function biNutritionRequestRoutes({
  db,
  now,
  keys,
  throttle,
  outbox,
  maxRecipes,
}: {
  db: Database;
  now: () => Date;
  keys: TokenKeys;
  throttle: Throttle;
  outbox: Outbox;
  maxRecipes: number;
}) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireCustomer(keys, now));
  app.use('*', menuRuns(db));
  app.post('/', async (c) => {
    const customerId = c.get('customerId');
    const page = readOptionalChoice(c, 'locale', LOCALES);
    const request = await readBody(c, biNutritionRequestSchema(maxRecipes), 'biNutrition');
    const id = petIdOf.safeParse(request.animal);
    const [row] = id.success
      ? await db
          .select({ data: pets.data })
          .from(pets)
          .where(and(eq(pets.id, id.data), eq(pets.customerId, customerId)))
          .limit(1)
      : [];
    if (!row) throw hydraError(404, 'Animal introuvable.');
    const pet = row.data as Pet;
    const profile = {
      animal: pet.type === ANIMAL_TYPE_IRIS.cat ? ('cat' as const) : ('dog' as const),
      ageInMonths: petAgeInMonths(pet.birthday, now()),
      weight: pet.weight,
      condition: pet.condition,
      hasPathology: pet.feature.hasFeature,
    };
    // The menu answered is in the page's language; the e-mailed one in its reader's (below).
    const menu = await menuFor(db, profile, request, maxRecipes, page ?? DEFAULT_LOCALE);
    await throttle.enforce(c, LIMITS.biNutrition, String(customerId));
    const [customer] = await db
      .select({
        email: customers.email,
        firstName: customers.firstName,
        preferredLanguage: customers.preferredLanguage,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .limit(1);
    if (!customer) throw hydraError(404, 'Client introuvable.');
    // In the customer's language, else the page's (ADR 0019), the foods' names too.
    const language = readerLanguage(customer.preferredLanguage, page);
    const mailed =
      language === (page ?? DEFAULT_LOCALE) ? menu : await menuFor(db, profile, request, maxRecipes, language);
    await outbox.send(
      biNutritionMenuMail(language, customer.email, { firstName: customer.firstName, petName: pet.name, menu: mailed }),
    );
    return c.json({ data: menu, meta: {} }, 201);
  });
  return app;
}
