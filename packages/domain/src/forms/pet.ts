import { z } from 'zod';
import { parseIsoDate } from './account.js';
import { requiredOrInvalid } from './codes.js';

/** Animal types and genders are API references (SPEC §3). */
export const ANIMAL_TYPE_IRIS = { dog: '/api/v2/shop/animal-types/1', cat: '/api/v2/shop/animal-types/2' } as const;
export const ANIMAL_GENDER_IRIS = {
  male: '/api/v2/shop/animal-genders/1',
  female: '/api/v2/shop/animal-genders/2',
} as const;
export type AnimalType = keyof typeof ANIMAL_TYPE_IRIS;

/** Body condition, five levels by id (SPEC §3), thinnest first. */
export const BODY_CONDITIONS = [
  { id: 1, label: 'Très maigre' },
  { id: 2, label: 'Mince' },
  { id: 3, label: 'Idéal' },
  { id: 4, label: 'En surpoids' },
  { id: 5, label: 'Obèse' },
] as const;

/** Activity levels used by the guide and the ration calculator. */
export const ACTIVITY_LEVELS = [
  { id: 1, code: 'low', label: 'Peu actif' },
  { id: 2, code: 'moderate', label: 'Actif' },
  { id: 3, code: 'high', label: 'Très actif' },
] as const;

/** What a pet eats today (SPEC §3 « feeds (list) »), at least one (SPEC §5). */
export const PET_FEEDS = [
  { code: 'croquettes', label: 'Croquettes' },
  { code: 'patee', label: 'Pâtée' },
  { code: 'menagere', label: 'Ration ménagère' },
  { code: 'crue', label: 'Alimentation crue (BARF)' },
] as const;
export type PetFeed = (typeof PET_FEEDS)[number]['code'];
const FEED_CODES = PET_FEEDS.map((feed) => feed.code) as [PetFeed, ...PetFeed[]];

/** The earliest exact birthday accepted (SPEC §5). */
export const EARLIEST_PET_BIRTHDAY = '1970-01-01';

/**
 * Birthday value (SPEC §3): an exact date when `in_date`, else an age in years and months.
 * Exact date: valid, not before 1970-01-01, not after today; years and months numeric, minimum 0.
 */
export function petBirthdaySchema(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const earliest = new Date(`${EARLIEST_PET_BIRTHDAY}T00:00:00Z`);
  const count = z.coerce.number({ error: 'invalid' }).int('invalid').min(0, 'too_small');
  return z.discriminatedUnion('in_date', [
    z.object({
      in_date: z.literal(true),
      birthday: z
        .string({ error: 'required' })
        .min(1, 'required')
        .refine((v) => parseIsoDate(v) !== null, 'invalid')
        .refine((v) => {
          const d = parseIsoDate(v);
          return d === null || d >= earliest;
        }, 'date_too_early')
        .refine((v) => {
          const d = parseIsoDate(v);
          return d === null || d <= today;
        }, 'date_too_late'),
    }),
    z
      .object({ in_date: z.literal(false), birthday_years: count, birthday_months: count })
      .refine((v) => v.birthday_years + v.birthday_months > 0, { path: ['birthday_months'], message: 'required' }),
  ]);
}

/** Age in whole months of a pet, from its birthday value. */
export function petAgeInMonths(value: z.output<ReturnType<typeof petBirthdaySchema>>, now: Date): number {
  if (!value.in_date) return value.birthday_years * 12 + value.birthday_months;
  const born = parseIsoDate(value.birthday);
  if (!born) return 0;
  const months =
    (now.getUTCFullYear() - born.getUTCFullYear()) * 12 +
    (now.getUTCMonth() - born.getUTCMonth()) -
    (now.getUTCDate() < born.getUTCDate() ? 1 : 0);
  return Math.max(0, months);
}

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Where the pet form is used: the weight bound differs (SPEC §5). */
export type PetFormContext = 'account' | 'guide' | 'catBiNutrition';

const WEIGHT_UPPER_BOUND: Record<PetFormContext, number | null> = { account: null, guide: 100, catBiNutrition: 13 };

/** Cat weight range in kg (SPEC §5, §9). */
export const CAT_WEIGHT_KG = { min: 1, max: 13 } as const;

/**
 * The pet form (SPEC §3 fields, §5 rules): every field required; weight above 0, below 100 in the
 * guide and below 13 in the cat bi-nutrition form; a cat weighs 1 to 13 kg; at least one feed.
 */
export function petSchema(now: Date, context: PetFormContext = 'account') {
  const upper = WEIGHT_UPPER_BOUND[context];
  // Nothing typed is « required »; words or a unit (« 4 kg ») are « invalid », with their own message.
  let number = z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
    .gt(0, 'too_small_exclusive');
  if (upper !== null) number = number.lt(upper, 'too_big_exclusive');
  const weight = z.preprocess((value) => (blank(value) ? undefined : Number(value)), number);
  const required = z.string({ error: 'required' }).trim().min(1, 'required');
  return z
    .object({
      type: z.enum([ANIMAL_TYPE_IRIS.dog, ANIMAL_TYPE_IRIS.cat], requiredOrInvalid),
      gender: z.enum([ANIMAL_GENDER_IRIS.male, ANIMAL_GENDER_IRIS.female], requiredOrInvalid),
      name: required.max(255, 'too_long'),
      breed: required.max(255, 'too_long'),
      crossbreed: z.boolean().optional().default(false),
      birthday: petBirthdaySchema(now),
      sterilized: z.boolean({ error: 'required' }),
      condition: z.coerce.number({ error: 'required' }).int('required').min(1, 'required').max(5, 'required'),
      activity: z.coerce.number({ error: 'required' }).int('required').min(1, 'required').max(3, 'required'),
      weight,
      feature: z.discriminatedUnion(
        'hasFeature',
        [
          z.object({ hasFeature: z.literal(false) }),
          z.object({ hasFeature: z.literal(true), value: required.max(255, 'too_long') }),
        ],
        { error: 'required' },
      ),
      feeds: z.array(z.enum(FEED_CODES, requiredOrInvalid), { error: 'required' }).min(1, 'array_too_small'),
      kibbleBrand: required.max(255, 'too_long'),
      oldKibbleBrand: z.string().trim().max(255, 'too_long').nullable().optional(),
      onlyUpd: z.boolean().optional(),
      photo: z.string().nullable().optional(),
    })
    .superRefine((pet, ctx) => {
      if (pet.type === ANIMAL_TYPE_IRIS.cat && (pet.weight < CAT_WEIGHT_KG.min || pet.weight > CAT_WEIGHT_KG.max)) {
        ctx.addIssue({ code: 'custom', path: ['weight'], message: 'cat_weight' });
      }
    });
}

export type PetInput = z.input<ReturnType<typeof petSchema>>;
export type Pet = z.output<ReturnType<typeof petSchema>>;

const yesNo = (value: unknown) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

/**
 * A pet form's values as the browser holds them (radios give strings, a decimal comma, an empty
 * field is `''`) turned into what `petSchema` reads, so the shop's forms and the API share one
 * rule set: `'true'`/`'false'` to booleans, a blank number to « required », `12,5` to 12.5, one
 * feed to a list, a blank former brand to null.
 */
export function petFromFormValues(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const values = raw as Record<string, unknown>;
  const feature = values.feature as { hasFeature?: unknown; value?: unknown } | undefined;
  const hasFeature = yesNo(feature?.hasFeature);
  const weight = typeof values.weight === 'string' ? values.weight.trim().replace(',', '.') : values.weight;
  const feeds = values.feeds;
  return {
    ...values,
    type: blank(values.type) ? undefined : values.type,
    gender: blank(values.gender) ? undefined : values.gender,
    crossbreed: yesNo(values.crossbreed) ?? false,
    sterilized: yesNo(values.sterilized),
    condition: blank(values.condition) ? undefined : values.condition,
    activity: blank(values.activity) ? undefined : values.activity,
    weight: blank(weight) ? undefined : weight,
    feature:
      hasFeature === undefined
        ? undefined
        : hasFeature
          ? { hasFeature: true, value: feature?.value ?? '' }
          : { hasFeature: false },
    feeds: Array.isArray(feeds) ? feeds : typeof feeds === 'string' && feeds ? [feeds] : [],
    oldKibbleBrand:
      typeof values.oldKibbleBrand === 'string' && values.oldKibbleBrand.trim() === '' ? null : values.oldKibbleBrand,
  };
}

/** The pet form of a page: its values as held by the browser, checked by the rules of `petSchema`. */
export function petFormSchema(now: Date, context: PetFormContext = 'account') {
  return z.preprocess(petFromFormValues, petSchema(now, context));
}
