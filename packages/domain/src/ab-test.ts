/** A/B test assignment stored on the device (SPEC §9). */
export interface StoredAbTest {
  name: string;
  segment: string;
}

/** Adds a test; "duplicates by name ignored" (the first assignment stays). */
export function addAbTest(stored: readonly StoredAbTest[], test: StoredAbTest): StoredAbTest[] {
  return stored.some((t) => t.name === test.name) ? [...stored] : [...stored, test];
}

export type AbChoice = { variant: string; configured: boolean };

/**
 * The variant to show (SPEC §9 "variant if stored segment equals requested, else configured
 * default"; §8 "unconfigured A/B test warns and counts as control").
 */
export function chooseAbVariant(
  stored: readonly StoredAbTest[],
  name: string,
  requested: { segment: string; variant: string; defaultVariant?: string },
): AbChoice {
  const test = stored.find((t) => t.name === name);
  if (!test) return { variant: 'control', configured: false };
  return {
    variant: test.segment === requested.segment ? requested.variant : (requested.defaultVariant ?? 'control'),
    configured: true,
  };
}
