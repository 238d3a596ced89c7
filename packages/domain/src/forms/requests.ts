import { z } from 'zod';
import { emailSchema } from './account.js';
import { requiredOrInvalid } from './codes.js';
import { ACTIVITY_LEVELS } from './pet.js';

/** Contact attachment limits (SPEC §5 "Fichier trop volumineux", "Type de fichier non supporté"). */
export const CONTACT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTACT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** What the browser knows of a picked file, without reading it. */
export const fileDescriptorSchema = z
  .object({ name: z.string().min(1), size: z.number().int().min(0), type: z.string() })
  .refine((f) => f.size <= CONTACT_FILE_MAX_BYTES, 'file_too_big')
  .refine((f) => (CONTACT_FILE_TYPES as readonly string[]).includes(f.type), 'file_type');

/** What a contact message is about; customer service sorts messages by it. */
export const CONTACT_SUBJECTS = [
  { code: 'order', label: 'Ma commande' },
  { code: 'subscription', label: 'Mon abonnement' },
  { code: 'product', label: 'Un produit' },
  { code: 'account', label: 'Mon compte' },
  { code: 'other', label: 'Autre demande' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['code'];

const message = z.string({ error: 'required' }).trim().min(1, 'required').max(5000, 'too_long');

/**
 * Contact request (SPEC §3: orderId, productName, message, file), with the e-mail address to answer
 * (a visitor of the contact page may not be signed in).
 */
export const contactRequestSchema = z.object({
  email: emailSchema,
  orderId: z.string().trim().max(64, 'too_long').optional(),
  productName: z.string().trim().max(255, 'too_long').optional(),
  subject: z.enum(CONTACT_SUBJECTS.map((s) => s.code) as [ContactSubject, ...ContactSubject[]], requiredOrInvalid),
  message,
  file: fileDescriptorSchema.optional(),
});

/** Subscription contact request (SPEC §3: message, subscription code). */
export const subscriptionContactSchema = z.object({
  subscriptionCode: z.string({ error: 'required' }).min(1, 'required'),
  message,
});

/** Why a customer stops a subscription (SPEC §3 « Abort subscription: reason, message »), in their words. */
export const ABORT_REASONS = [
  { code: 'too_much_stock', label: 'J’ai encore trop de stock', nl: 'Ik heb nog te veel voorraad' },
  { code: 'pet_dislikes', label: 'Mon animal n’aime pas ses repas', nl: 'Mijn dier lust zijn maaltijden niet' },
  {
    code: 'diet_change',
    label: 'Mon animal change d’alimentation (santé, vétérinaire)',
    nl: 'Mijn dier krijgt ander voer (gezondheid, dierenarts)',
  },
  { code: 'price', label: 'Le prix ne me convient pas', nl: 'De prijs past me niet' },
  { code: 'delivery', label: 'La livraison ne me convient pas', nl: 'De levering past me niet' },
  { code: 'no_pet', label: 'Je n’ai plus d’animal à nourrir', nl: 'Ik heb geen dier meer te voeden' },
  { code: 'other', label: 'Une autre raison', nl: 'Een andere reden' },
] as const;
export type AbortReason = (typeof ABORT_REASONS)[number]['code'];

/** An empty answer (no radio chosen, a blank message) is no answer. */
const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * Abort a subscription (SPEC §5 "Abort requires reason and message"): asked, never required — a
 * subscription stops in three clicks (French consumer code L215-1-1; ADR 0029). A reason given is
 * one of the list; a message is at most 5000 characters.
 */
export const abortSubscriptionSchema = z.object({
  reason: z.preprocess(
    blankAsAbsent,
    z.enum(ABORT_REASONS.map((r) => r.code) as [AbortReason, ...AbortReason[]], { error: 'invalid' }).optional(),
  ),
  message: z.preprocess(blankAsAbsent, z.string().trim().max(5000, 'too_long').optional()),
});

/** Dog ration calculator input (SPEC §5 "valid weight and age in months"). */
export const rationCalculatorSchema = z.object({
  weight: z.coerce.number({ error: 'required' }).gt(0, 'too_small_exclusive').lt(100, 'too_big_exclusive'),
  ageInMonths: z.coerce.number({ error: 'required' }).int('invalid').min(0, 'too_small').max(360, 'too_big'),
  activity: z.enum(ACTIVITY_LEVELS.map((a) => a.code) as ['low', 'moderate', 'high']).default('moderate'),
  sterilized: z.boolean().default(false),
  /** Estimated adult weight, used for a puppy (SPEC §9). */
  adultWeight: z.coerce.number().gt(0, 'too_small_exclusive').lt(100, 'too_big_exclusive').optional(),
});

/** Subscription minimum (SPEC §5, §9). */
export const SUBSCRIPTION_MIN_DELIVERIES = 2;
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;

export const subscriptionCommitmentSchema = z.object({
  deliveries: z.coerce.number({ error: 'required' }).int('invalid').min(SUBSCRIPTION_MIN_DELIVERIES, 'too_small'),
});

/** Terms of sale accepted before paying (SPEC §5). */
export const termsOfSaleSchema = z.object({
  termsAccepted: z.literal(true, { error: 'not_accepted' }),
});

/** Tag-manager id: GTM- or G- followed by upper-case letters or digits (SPEC §5). */
export const tagManagerIdSchema = z.string().regex(/^(GTM|G)-[A-Z0-9]+$/, 'invalid');

/**
 * Bi-nutrition request (SPEC §3): pet data (`animal`, the pet's IRI or number), the cat's kibble,
 * selected wet recipes (at most `maxRecipes`, each once), the frequency (3 times a week or every
 * day) and the meals a day the full guide asks (1 to 4, 2 otherwise).
 */
export function biNutritionRequestSchema(maxRecipes: number) {
  return z.object({
    animal: z.string({ error: 'required' }).min(1, 'required'),
    kibble: z.string({ error: 'required' }).min(1, 'required').max(64, 'invalid'),
    recipes: z
      .array(z.string().min(1).max(64), { error: 'required' })
      .min(1, 'array_too_small')
      .max(maxRecipes, 'array_too_big')
      .refine((skus) => new Set(skus).size === skus.length, 'invalid'),
    meals: z.number().int('invalid').min(1, 'invalid').max(4, 'invalid').default(2),
    frequency: z.enum(['three_per_week', 'daily'], requiredOrInvalid),
  });
}
