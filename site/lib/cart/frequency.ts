import type { Locale } from '@gamelle/domain';
import { frequencySentence } from '@gamelle/domain';

/**
 * A line's delivery frequency as a phrase within a sentence (SPEC §3 descriptions, their capital
 * lowered: « livraison tous les mois »), for the checkout's recap and an order's lines.
 */
export function frequencyPhrase(days: number, locale: Locale): string {
  const words = frequencySentence(days, locale);
  return words.charAt(0).toLowerCase() + words.slice(1);
}
