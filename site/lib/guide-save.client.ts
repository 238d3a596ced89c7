import { keepGuidePet, keptGuidePet } from './guide';
import { petClient } from './pet-api';

/**
 * Once the visitor signs in, the pet they described in the guide joins their account (issue 25
 * item 2) and leaves the tab; gives its number. A refusal keeps it there, for the next sign-in.
 */
export async function saveKeptGuidePet(): Promise<number | null> {
  const pet = keptGuidePet();
  if (!pet) {
    keepGuidePet(null);
    return null;
  }
  try {
    const saved = await petClient.create(pet);
    keepGuidePet(null);
    return saved.id;
  } catch {
    // Kept: the guide still shows it, and the next sign-in tries again.
    return null;
  }
}
