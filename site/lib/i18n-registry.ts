/** Compiled messages by locale, filled by the `virtual:gamelle-messages/{namespace}` modules. */
export const registry = new Map<string, Map<string, unknown>>();

export function registerMessages(locale: string, messages: Record<string, unknown>): void {
  let catalogue = registry.get(locale);
  if (!catalogue) {
    catalogue = new Map();
    registry.set(locale, catalogue);
  }
  for (const [id, message] of Object.entries(messages)) catalogue.set(id, message);
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
