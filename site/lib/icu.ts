/**
 * Formats ICU messages compiled at build time by formatjs's parser (ADR 0004): literal, argument,
 * number, date, time, select, plural and selectordinal (with `=N`, `#` and offset) and tags. The
 * output matches formatjs's `intl-messageformat` for every message of the catalogue
 * (`icu.test.ts`); the formatter costs a tenth of its bytes in the browser.
 */
import { formatDecimal } from '@gamelle/domain';

/** The element shapes of `@formatjs/icu-messageformat-parser` (its `TYPE` enumeration). */
export type IcuElement =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 2; value: string; style?: unknown }
  | { type: 3 | 4; value: string; style?: unknown }
  | { type: 5; value: string; options: Record<string, { value: IcuElement[] }> }
  | {
      type: 6;
      value: string;
      options: Record<string, { value: IcuElement[] }>;
      offset?: number;
      pluralType?: 'cardinal' | 'ordinal';
    }
  | { type: 7 }
  | { type: 8; value: string; children: IcuElement[] };

export type IcuValue = unknown;

const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { timeStyle: 'short' },
  medium: { timeStyle: 'medium' },
  long: { timeStyle: 'long' },
  full: { timeStyle: 'full' },
};

function numberOptions(style: unknown): Intl.NumberFormatOptions {
  if (style === 'percent') return { style: 'percent' };
  if (style === 'integer') return { maximumFractionDigits: 0 };
  if (style && typeof style === 'object' && 'parsedOptions' in style) {
    return (style as { parsedOptions: Intl.NumberFormatOptions }).parsedOptions;
  }
  return {};
}

/**
 * Intl objects are costly to build (tens of microseconds each) and a page formats hundreds of
 * messages, at prerender and at hydration: one object per locale and options, reused.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object,
  create: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = create();
    formatters.set(key, found);
  }
  return found;
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
const pluralRules = (locale: string, type: Intl.PluralRuleType) =>
  cached('p', locale, { type }, () => new Intl.PluralRules(locale, { type }));

/**
 * A number in the default style. French is written by the domain without Intl: building a first
 * Intl number formatter loads ICU data, one long task while a page hydrates (ADR 0008).
 */
function plainNumber(locale: string, value: number): string {
  return locale === 'fr' || locale.startsWith('fr-') ? formatDecimal(value) : numberFormat(locale).format(value);
}

function missing(name: string): never {
  throw new Error(`Valeur manquante pour « ${name} »`);
}

/** The message's parts: strings, and whatever the tag functions return. */
export function formatParts(
  elements: readonly IcuElement[],
  values: Record<string, IcuValue> = {},
  locale = 'fr',
  pound?: number,
): unknown[] {
  const parts: unknown[] = [];
  for (const element of elements) {
    switch (element.type) {
      case 0:
        parts.push(element.value);
        break;
      case 7:
        parts.push(pound === undefined ? '#' : plainNumber(locale, pound));
        break;
      case 1: {
        const value = element.value in values ? values[element.value] : missing(element.value);
        parts.push(typeof value === 'number' || typeof value === 'string' ? String(value) : value);
        break;
      }
      case 2: {
        const value = Number(values[element.value] ?? missing(element.value));
        parts.push(
          element.style ? numberFormat(locale, numberOptions(element.style)).format(value) : plainNumber(locale, value),
        );
        break;
      }
      case 3:
      case 4: {
        const value = values[element.value] ?? missing(element.value);
        const styles = element.type === 3 ? DATE_STYLES : TIME_STYLES;
        const options = typeof element.style === 'string' ? styles[element.style] : undefined;
        parts.push(
          dateFormat(locale, options ?? (element.type === 4 ? { timeStyle: 'short' } : {})).format(value as Date),
        );
        break;
      }
      case 5: {
        const key = String(values[element.value] ?? missing(element.value));
        const option = element.options[key] ?? element.options.other;
        if (option) parts.push(...formatParts(option.value, values, locale, pound));
        break;
      }
      case 6: {
        const raw = values[element.value] ?? missing(element.value);
        const n = Number(raw);
        const offset = element.offset ?? 0;
        const exact = element.options[`=${n}`];
        const category = pluralRules(locale, element.pluralType ?? 'cardinal').select(n - offset);
        const option = exact ?? element.options[category] ?? element.options.other;
        if (option) parts.push(...formatParts(option.value, values, locale, n - offset));
        break;
      }
      case 8: {
        const render = values[element.value];
        const children = formatParts(element.children, values, locale, pound);
        parts.push(typeof render === 'function' ? render(children) : children);
        break;
      }
    }
  }
  // Adjacent strings become one, as formatjs does.
  return parts.reduce<unknown[]>((merged, part) => {
    const last = merged.length - 1;
    if (typeof part === 'string' && typeof merged[last] === 'string') merged[last] += part;
    else merged.push(part);
    return merged;
  }, []);
}

/** The message as text. */
export function formatText(elements: readonly IcuElement[], values?: Record<string, IcuValue>, locale = 'fr'): string {
  return formatParts(elements, values, locale).join('');
}
