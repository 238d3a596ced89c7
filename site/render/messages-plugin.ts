import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:gamelle-messages/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const REGISTRY = join(dirname(fileURLToPath(import.meta.url)), '..', 'lib', 'i18n-registry.ts');
const MESSAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'messages');
/** Locales whose catalogue ships today; nl arrives with the Dutch issue (ADR 0004). */
const LOCALES = ['fr'] as const;

/**
 * Parses every ICU message of a catalogue; a syntax error fails the build and names the message.
 * A message that is plain text stays a string: the browser has nothing to format.
 */
export function compileCatalogue(messages: Record<string, string>, locale: string) {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => {
      try {
        const ast = parse(text);
        const [only] = ast;
        return [id, ast.length === 1 && only?.type === 0 ? only.value : ast.length === 0 ? '' : ast];
      } catch (error) {
        throw new Error(`Message « ${id} » (${locale}) illisible : ${(error as Error).message}`);
      }
    }),
  );
}

/**
 * `virtual:gamelle-messages/{namespace}`: the messages whose id starts with `{namespace}.`, compiled
 * to ICU ASTs at build time and registered when the module loads. A component imports the
 * namespaces it uses, so a page ships only its own messages and the browser ships the formatter
 * without the parser (ADR 0004).
 */
export function messagesPlugin(): Plugin {
  return {
    name: 'gamelle:messages',
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const namespace = id.slice(RESOLVED_PREFIX.length);
      const lines = [`import { registerMessages } from ${JSON.stringify(REGISTRY)};`];
      for (const locale of LOCALES) {
        const file = join(MESSAGES_DIR, `${locale}.json`);
        this.addWatchFile(file);
        const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        const own = Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(`${namespace}.`)));
        if (Object.keys(own).length === 0) this.error(`Espace de messages vide ou inconnu : ${namespace}`);
        lines.push(`registerMessages(${JSON.stringify(locale)}, ${JSON.stringify(compileCatalogue(own, locale))});`);
      }
      return lines.join('\n');
    },
  };
}
