import type { Locale } from '@gamelle/domain';
import { frequencyOption, frequencyWords } from '@gamelle/domain';
import { translate } from '../i18n/i18n';

/**
 * A line's delivery frequency as a phrase within a sentence (SPEC §3 descriptions, their capital
 * lowered: « livraison tous les mois »), for the checkout's recap and an order's lines.
 */
export function frequencyPhrase(days: number, locale: Locale): string {
  const option = frequencyOption(days);
  const words = option
    ? frequencyWords(option, locale).description
    : translate(locale, 'account.subscriptions.everyDays', { days });
  return words.charAt(0).toLowerCase() + words.slice(1);
}
