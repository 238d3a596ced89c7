/**
 * The site's messages through formatjs (ADR 0021): `@formatjs/intl`'s
 * `formatMessage` and `intl-messageformat` format ICU messages that the build compiled to ASTs
 * (`render/messages-plugin.ts`), so the browser ships formatjs without its parser.
 *
 * The one thing we hand formatjs is its formatters: numbers in the page's default style are
 * written by `@gamelle/domain` (`formatDecimal`, ADR 0008: the browser's first `Intl.NumberFormat`
 * costs 20–45 ms of main thread), with Intl's exact output; every other style, plural rules and
 * dates are Intl's, built once per locale and options.
 */
import { formatMessage } from '@formatjs/intl';
import { DEFAULT_LOCALE, formatDecimal, type Locale } from '@gamelle/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import type fr from '../../messages/fr.json';
import { messagesOf } from './i18n-registry';
import { localizedHref } from './locale';

/** Every message id of the site; the French catalogue is the reference. */
export type MessageId = keyof typeof fr;
type Values = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;
/** A compiled message: plain text, or the AST of formatjs's parser. */
export type CompiledMessage = string | readonly object[];

/** Intl objects by kind, locale and options: built once, as formatjs's own memoizer does. */
const built = new Map<string, { format(value: never): string } | Intl.PluralRules>();
function once<T extends { format(value: never): string } | Intl.PluralRules>(key: string, make: () => T): T {
  let found = built.get(key) as T | undefined;
  if (!found) {
    found = make();
    built.set(key, found);
  }
  return found;
}

/** French numbers in the default style, as Intl writes them, without building an Intl formatter. */
const FRENCH_DECIMAL = { format: (value: number) => formatDecimal(value) };
const isFrench = (locale: string) => locale === 'fr' || locale.startsWith('fr-');

/** Formatters in the shape formatjs asks for (`Formatters` of `@formatjs/intl`). */
const formatters = {
  getNumberFormat(locales?: string | string[], options?: Intl.NumberFormatOptions) {
    const locale = String(locales);
    if (!options && isFrench(locale)) return FRENCH_DECIMAL as unknown as Intl.NumberFormat;
    return once(`n${locale}${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locales, options));
  },
  getDateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return once(`d${String(locales)}${JSON.stringify(options ?? {})}`, () => new Intl.DateTimeFormat(locales, options));
  },
  getPluralRules(locales?: string | string[], options?: Intl.PluralRulesOptions) {
    return once(`p${String(locales)}${options?.type ?? ''}`, () => new Intl.PluralRules(locales, options));
  },
  /** One `IntlMessageFormat` per compiled message and locale. */
  getMessageFormat(message: readonly object[], locales: string, formats?: object, options?: object) {
    let byLocale = messageFormats.get(message);
    if (!byLocale) {
      byLocale = new Map();
      messageFormats.set(message, byLocale);
    }
    let format = byLocale.get(locales);
    if (!format) {
      format = new IntlMessageFormat(message as never, locales, formats, options);
      byLocale.set(locales, format);
    }
    return format;
  },
};
const messageFormats = new WeakMap<readonly object[], Map<string, IntlMessageFormat>>();

/** formatjs's configuration per locale; its `messages` is the registry's record (filled as namespaces load). */
type Config = NonNullable<Parameters<typeof formatMessage>[0]>;
const configs = new Map<string, Config>();
function configOf(locale: string): Config {
  let config = configs.get(locale);
  if (!config) {
    config = {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      messages: messagesOf(locale) as Config['messages'],
      formats: {},
      defaultFormats: {},
      // A message that cannot be formatted (a value missing) is a bug: the prerender stops on it.
      onError: (error: Error) => {
        throw error;
      },
    };
    configs.set(locale, config);
  }
  return config;
}

/** The locale whose catalogue has the message: the page's, else French (as content records do). */
function sourceOf(id: MessageId, locale: Locale): string {
  if (Object.hasOwn(messagesOf(locale), id)) return locale;
  if (Object.hasOwn(messagesOf(DEFAULT_LOCALE), id)) return DEFAULT_LOCALE;
  // The build imports a namespace into each module that names one of its ids in full (or starts
  // one in a template literal): an id built any other way needs `import 'virtual:gamelle-messages/…'`.
  throw new Error(`Message inconnu : ${id} (importez virtual:gamelle-messages/${id.split('.')[0]})`);
}

/**
 * A message as formatjs formats it in a locale: plain text as it is, an AST through
 * `formatMessage` (a string, or parts when a value or a tag gives React nodes).
 */
function format(id: MessageId, values: Record<string, unknown> | undefined, locale: Locale): unknown {
  const source = sourceOf(id, locale);
  const message = messagesOf(source)[id];
  if (typeof message === 'string') return message;
  // formatMessage asks its state for `getMessageFormat` only, and hands the state to
  // intl-messageformat, which asks for numbers, dates and plural rules: the four we give.
  return formatMessage(configOf(source), formatters as unknown as Parameters<typeof formatMessage>[1], { id }, values);
}

/** A message as text in a language. */
export function translate(locale: Locale, id: MessageId, values?: Values): string {
  const text = format(id, values, locale);
  return Array.isArray(text) ? text.join('') : String(text);
}

/** A message with tags (`<link>…</link>`) rendered by the given functions, in a language. */
export function translateRich(locale: Locale, id: MessageId, values: RichValues): ReactNode {
  const parts = format(id, values, locale) as ReactNode;
  return Array.isArray(parts) ? parts.map((part, index) => keyed(part, index)) : parts;
}

/**
 * The words of one language, bound (ADR 0019): what a component gets from `useI18n()`
 * (`lib/i18n/i18n-context.ts`) and a server hook from `i18nOf(pageContext.locale)`. The build adds a
 * message's namespace to the module that names its id (`render/messages-plugin.ts`).
 */
export interface I18n {
  readonly locale: Locale;
  t(id: MessageId, values?: Values): string;
  tRich(id: MessageId, values: RichValues): ReactNode;
  /** A path of the shop in this language: `/chien/` is `/nl/chien/` in Dutch (`localizedHref`). */
  localHref(path: string): string;
}

/** One bound set per language, made once (pure functions of the language: nothing to invalidate). */
const bound = new Map<Locale, I18n>();
export function i18nOf(locale: Locale): I18n {
  let words = bound.get(locale);
  if (!words) {
    words = {
      locale,
      t: (id, values) => translate(locale, id, values),
      tRich: (id, values) => translateRich(locale, id, values),
      localHref: (path) => localizedHref(path, locale),
    };
    bound.set(locale, words);
  }
  return words;
}

function keyed(part: ReactNode, index: number): ReactNode {
  return isValidElement(part) ? cloneElement(part, { key: String(index) }) : part;
}

/** For tests: formats one compiled message in a locale, as `t` does. */
export function formatCompiled(message: CompiledMessage, values: Record<string, unknown>, locale: string): string {
  if (typeof message === 'string') return message;
  const text = formatters.getMessageFormat(message, locale, undefined, { formatters }).format(values);
  return Array.isArray(text) ? text.join('') : String(text);
}
