import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:gamelle-messages/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const REGISTRY = join(dirname(fileURLToPath(import.meta.url)), '..', 'lib', 'i18n', 'i18n-registry.ts');
const SITE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const MESSAGES_DIR = join(SITE_DIR, 'messages');
/** The site's own source modules (not its dependencies, not virtual modules, not tests). */
const SOURCE = /\.(tsx?|jsx?)$/;
const TEST = /\.test\.[jt]sx?$/;
/** The catalogues: French, the reference, registered with the code; Dutch loaded when a page is Dutch (ADR 0019). */
const DEFAULT_LOCALE = 'fr';
const OTHER_LOCALES = ['nl'] as const;
/** `virtual:gamelle-messages-in/{locale}/{namespace}`: one namespace's messages in another language. */
const LOCALE_PREFIX = 'virtual:gamelle-messages-in/';
const RESOLVED_LOCALE_PREFIX = `\0${LOCALE_PREFIX}`;

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
 * The message namespaces a module's code names: a string literal that is a whole message id
 * (`'cart.title'`), or a template literal that starts one (`` `checkout.error.${code}` ``).
 */
export function namespacesUsed(code: string, ids: ReadonlySet<string>): string[] {
  const namespaces = new Set([...ids].map((id) => id.slice(0, id.indexOf('.'))));
  const used = new Set<string>();
  for (const [, open, namespace = '', rest, close] of code.matchAll(
    /(['"`])([A-Za-z][\w-]*)\.([\w.-]*)(['"`]|\$\{)/g,
  )) {
    if (!namespaces.has(namespace) || used.has(namespace)) continue;
    const start = `${namespace}.${rest}`;
    const named =
      close === open ? ids.has(start) : open === '`' && close === '${' && [...ids].some((id) => id.startsWith(start));
    if (named) used.add(namespace);
  }
  return [...used].sort();
}

function readIds(): Set<string> {
  return new Set(
    Object.keys(JSON.parse(readFileSync(join(MESSAGES_DIR, 'fr.json'), 'utf8')) as Record<string, string>),
  );
}

/**
 * `virtual:gamelle-messages/{namespace}`: the messages whose id starts with `{namespace}.`, compiled
 * to ICU ASTs at build time and registered when the module loads. Each of the site's modules gets
 * an import of the namespaces its code names (`namespacesUsed`), added here at build: a page ships
 * only its own messages, no author writes the import, and the browser ships the formatter without
 * the parser (ADR 0004, ADR 0021).
 */
export function messagesPlugin(): Plugin {
  let ids: Set<string> | undefined;
  return {
    name: 'gamelle:messages',
    enforce: 'pre',
    buildStart() {
      ids = readIds();
    },
    watchChange(id) {
      if (id.startsWith(MESSAGES_DIR)) ids = readIds();
    },
    transform(code, id) {
      const [path = ''] = id.split('?');
      if (
        id.startsWith('\0') ||
        !path.startsWith(SITE_DIR) ||
        path.includes('/node_modules/') ||
        !SOURCE.test(path) ||
        TEST.test(path)
      ) {
        return undefined;
      }
      ids ??= readIds();
      const imports = namespacesUsed(code, ids).map((namespace) => `import '${VIRTUAL_PREFIX}${namespace}';`);
      // On the first line, so that every other line keeps its number: `map: null` keeps the source
      // map as it is, right but for the first line's columns.
      return imports.length ? { code: imports.join('') + code, map: null } : undefined;
    },
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) || id.startsWith(LOCALE_PREFIX) ? `\0${id}` : undefined),
    load(id, options) {
      const own = (locale: string, namespace: string) => {
        const file = join(MESSAGES_DIR, `${locale}.json`);
        this.addWatchFile(file);
        const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        const messages = Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(`${namespace}.`)));
        if (Object.keys(messages).length === 0)
          this.error(`Espace de messages vide ou inconnu : ${namespace} (${locale})`);
        return JSON.stringify(compileCatalogue(messages, locale));
      };
      if (id.startsWith(RESOLVED_LOCALE_PREFIX)) {
        const [locale = '', namespace = ''] = id.slice(RESOLVED_LOCALE_PREFIX.length).split('/');
        return `export default ${own(locale, namespace)};`;
      }
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const namespace = id.slice(RESOLVED_PREFIX.length);
      // The prerender has every language at hand; the browser fetches another language's messages
      // only for a page in it (`ensureMessages`, before the render), never for a French page.
      const server = options?.ssr === true || this.environment?.config.consumer === 'server';
      const lines = [
        `import { registerLoader, registerMessages } from ${JSON.stringify(REGISTRY)};`,
        `registerMessages(${JSON.stringify(DEFAULT_LOCALE)}, ${own(DEFAULT_LOCALE, namespace)});`,
      ];
      for (const locale of OTHER_LOCALES) {
        lines.push(
          server
            ? `registerMessages(${JSON.stringify(locale)}, ${own(locale, namespace)});`
            : `registerLoader(${JSON.stringify(locale)}, ${JSON.stringify(namespace)}, () => import(${JSON.stringify(`${LOCALE_PREFIX}${locale}/${namespace}`)}).then((m) => m.default));`,
        );
      }
      return lines.join('\n');
    },
  };
}
