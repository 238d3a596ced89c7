import type { Product } from '@gamelle/domain';
import { z } from 'zod';

/** A pet profile sent to `POST /b2c-recommendation/getReco` (guide, SPEC §2, §7). */
export const recommendationRequestSchema = z
  .object({
    animal: z.enum(['dog', 'cat'], { error: 'required' }),
    ageInMonths: z.number({ error: 'required' }).int('invalid').min(0, 'too_small').max(360, 'too_big'),
    weight: z.number({ error: 'required' }).gt(0, 'too_small_exclusive').lt(100, 'too_big_exclusive'),
    sterilized: z.boolean().default(false),
    activity: z.enum(['low', 'moderate', 'high']).default('moderate'),
    condition: z.number().int().min(1).max(5).default(3),
    hasPathology: z.boolean().default(false),
    grainFree: z.boolean().default(false),
  })
  .strict();
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;

function lifeStageOf(request: RecommendationRequest): 'young' | 'adult' | 'senior' {
  if (request.ageInMonths < 12) return 'young';
  const seniorFrom = request.animal === 'dog' ? 84 : 120;
  return request.ageInMonths >= seniorFrom ? 'senior' : 'adult';
}

/**
 * Ranks the dry foods of the catalogue for a pet: same animal, matching life stage first, then
 * recipes that fit sterilisation, weight, body condition and grain-free wishes, then best sellers.
 * A pathology gives no result: the guide then tells the shopper to consult a vet (SPEC §8).
 */
export function rankForPet(
  request: RecommendationRequest,
  catalogue: readonly { doc: Product; bestSellerRank: number }[],
): { doc: Product; score: number }[] {
  if (request.hasPathology) return [];
  const stage = lifeStageOf(request);
  const scored = catalogue
    .filter(
      ({ doc }) =>
        doc.animal === request.animal && doc.foodType === 'dry' && doc.kind !== 'sample' && doc.viewable !== false,
    )
    .map(({ doc, bestSellerRank }) => {
      const name = doc.name.toLowerCase();
      let score = 0;
      if (doc.lifeStage === stage) score += 50;
      else if (doc.lifeStage === 'all') score += 30;
      else if (stage === 'young' || doc.lifeStage === 'young') score -= 100;
      if (request.sterilized && name.includes('stérilisé')) score += 20;
      if (request.condition >= 4 && (name.includes('stérilisé') || name.includes('light'))) score += 15;
      if (request.grainFree && name.includes('sans céréales')) score += 20;
      if (request.animal === 'dog' && request.weight < 10 && name.includes('petite race')) score += 15;
      if (request.animal === 'dog' && request.weight >= 25 && name.includes('grande race')) score += 15;
      if (request.animal === 'dog' && request.weight < 10 && name.includes('grande race')) score -= 30;
      if (request.animal === 'dog' && request.weight >= 25 && name.includes('petite race')) score -= 30;
      score -= bestSellerRank / 1000;
      return { doc, score };
    })
    .filter(({ score }) => score > -50);
  return scored.sort((a, b) => b.score - a.score);
}
