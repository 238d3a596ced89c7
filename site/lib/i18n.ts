import { DEFAULT_LOCALE, type Locale } from '@gamelle/domain';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import type fr from '../messages/fr.json';
import { registry } from './i18n-registry';
import { formatParts, formatText, type IcuElement } from './icu';
import { currentLocale } from './locale';

/** Every message id of the site; the French catalogue is the reference. */
export type MessageId = keyof typeof fr;
type Values = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** The compiled message: plain text as a string, anything else as ICU elements. */
function compiled(id: MessageId, locale: Locale): string | IcuElement[] {
  const message = registry.get(locale)?.get(id) ?? registry.get(DEFAULT_LOCALE)?.get(id);
  if (message === undefined) {
    // The build imports a namespace into each module that names one of its ids in full (or starts
    // one in a template literal): an id built any other way needs `import 'virtual:gamelle-messages/…'`.
    throw new Error(`Message inconnu : ${id} (importez virtual:gamelle-messages/${id.split('.')[0]})`);
  }
  return message as string | IcuElement[];
}

/**
 * A message as text in the page's language (`lib/locale.ts`), through ICU messages. The build adds
 * the message's namespace to the module that names the id (`render/messages-plugin.ts`).
 */
export function t(id: MessageId, values?: Values, locale: Locale = currentLocale()): string {
  const message = compiled(id, locale);
  return typeof message === 'string' ? message : formatText(message, values, locale);
}

/** A message with tags (`<link>…</link>`) rendered by the given functions. */
export function tRich(id: MessageId, values: RichValues, locale: Locale = currentLocale()): ReactNode {
  const message = compiled(id, locale);
  if (typeof message === 'string') return message;
  const parts = formatParts(message, values, locale) as ReactNode[];
  return parts.length === 1 ? parts[0] : parts.map((part, index) => keyed(part, index));
}

function keyed(part: ReactNode, index: number): ReactNode {
  return isValidElement(part) ? cloneElement(part, { key: String(index) }) : part;
}
