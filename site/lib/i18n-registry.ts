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
