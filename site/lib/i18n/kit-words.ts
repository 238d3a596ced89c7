import type { Locale } from '@gamelle/domain';
import { KIT_MESSAGES_NL, type KitMessages } from '@gamelle/ui';
import { registerLoader } from './i18n-registry';

/**
 * The kit's words in the page's language (ADR 0019): French are the kit's defaults; Dutch
 * (`KIT_MESSAGES_NL`) come with the page's other Dutch messages — at hand when prerendering, and
 * in the browser loaded by `ensureMessages('nl')` before a Dutch render, as a chunk of their own
 * that French pages never load.
 */
let dutch: KitMessages | undefined = import.meta.env.SSR ? KIT_MESSAGES_NL : undefined;
if (!import.meta.env.SSR) {
  registerLoader('nl', 'kit', async () => {
    dutch = (await import('./kit-words-nl')).KIT_MESSAGES_NL;
    return {};
  });
}

/** What the layout gives `KitLocaleProvider`: nothing in French, the kit's Dutch on a Dutch page. */
export function kitWords(locale: Locale): KitMessages | undefined {
  return locale === 'nl' ? dutch : undefined;
}
