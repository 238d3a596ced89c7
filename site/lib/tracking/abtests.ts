import { addAbTest, type StoredAbTest } from '@gamelle/domain';
import { consentedTo } from './consent';

const KEY = 'gamelle.abtests';

/**
 * The visitor's A/B test segments (SPEC §9 "stored persistently, duplicates by name ignored"),
 * kept on the device only with consent to personalised offers (ADR 0018):
 * without it, none is kept and none sent.
 */
export function readAbTests(): StoredAbTest[] {
  if (!consentedTo('marketing')) return [];
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter(
          (test): test is StoredAbTest =>
            typeof test?.name === 'string' && typeof test?.segment === 'string' && test.name.length <= 64,
        )
      : [];
  } catch {
    return [];
  }
}

/** Keeps the segments the service gave (the first one of a name stays). */
export function storeAbTests(given: unknown): void {
  if (!consentedTo('marketing') || !Array.isArray(given)) return;
  let stored = readAbTests();
  for (const test of given) {
    if (typeof test?.name === 'string' && typeof test?.segment === 'string') {
      stored = addAbTest(stored, { name: test.name, segment: test.segment });
    }
  }
  try {
    window.localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Without storage the next page may get another segment: the test counts it as noise.
  }
}
