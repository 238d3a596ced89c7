import { guideResultsPath, keepGuidePet, keptGuidePet } from './guide';
import { petClient } from './pet-api';

/**
 * Once the visitor signs in, the pet they described in the guide joins their account (issue 25
 * item 2) and leaves the tab. Gives where to go next: `target`, or the saved pet's results when
 * the visitor signed in from the tab's pet's results. A refusal keeps it there, for the next
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
    return target === guideResultsPath('nouveau') ? guideResultsPath(saved.id) : target;
  } catch {
    // Kept: the guide still shows it, and the next sign-in tries again.
    return target;
  }
}
