/**
 * Compiled messages by locale (id → text or formatjs AST), filled by the
 * `virtual:gamelle-messages/{namespace}` modules. Each locale's record is one object for the whole
 * run: `lib/i18n/i18n.ts` hands it to formatjs as its `messages`.
 */
export const registry = new Map<string, Record<string, unknown>>();

/** The messages of a locale (an object filled as the page's namespaces load). */
export function messagesOf(locale: string): Record<string, unknown> {
  let catalogue = registry.get(locale);
  if (!catalogue) {
    catalogue = {};
    registry.set(locale, catalogue);
  }
  return catalogue;
}

export function registerMessages(locale: string, messages: Record<string, unknown>): void {
  Object.assign(messagesOf(locale), messages);
}

/** Loaders of the messages of other languages, by locale and namespace (`virtual:gamelle-messages/…`). */
const loaders = new Map<string, Map<string, () => Promise<Record<string, unknown>>>>();
const loaded = new Set<string>();

/** In the browser, a namespace's messages in another language come when a page in it needs them. */
export function registerLoader(locale: string, namespace: string, load: () => Promise<Record<string, unknown>>): void {
  let byNamespace = loaders.get(locale);
  if (!byNamespace) {
    byNamespace = new Map();
    loaders.set(locale, byNamespace);
  }
  byNamespace.set(namespace, load);
}

/**
 * Loads the messages of a language for every namespace the page's code has named so far (and those
 * named by what arrives meanwhile): awaited before a render in that language, so the browser
 * renders the words the prerender wrote.
 */
export async function ensureMessages(locale: string): Promise<void> {
  for (;;) {
    const pending = [...(loaders.get(locale) ?? [])].filter(([namespace]) => !loaded.has(`${locale}:${namespace}`));
    if (pending.length === 0) return;
    await Promise.all(
      pending.map(async ([namespace, load]) => {
        registerMessages(locale, await load());
        loaded.add(`${locale}:${namespace}`);
      }),
    );
  }
}
