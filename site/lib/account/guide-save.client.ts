import { petClient } from '../api/pet-api';
import { guideResultsPath, keepGuidePet, keptGuidePet } from './guide';
import { PET_ADD_PATH, petPath } from './pets';

/**
 * Once the visitor signs in, the pet they described in the guide or the add page joins their
 * account (ADR 0016) and leaves the tab. Gives where to go next: `target`, or the saved
 * pet's results when the visitor signed in from the tab's pet's results, its page from the add page. A refusal keeps it there, for the next
 * sign-in.
 */
export async function saveKeptGuidePet(target: string): Promise<string> {
  const pet = keptGuidePet();
  if (!pet) {
    keepGuidePet(null);
    return target;
  }
  try {
    const saved = await petClient.create(pet);
    keepGuidePet(null);
    if (target === guideResultsPath('nouveau')) return guideResultsPath(saved.id);
    // Described on the add page before signing in: its page now.
    return target === PET_ADD_PATH ? petPath(saved.id) : target;
  } catch {
    // Kept: the guide still shows it, and the next sign-in tries again.
    return target;
  }
}
