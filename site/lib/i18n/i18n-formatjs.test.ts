import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { formatCompiled } from './i18n';

/** The element shapes of `@formatjs/icu-messageformat-parser` that carry values. */
type IcuElement =
  | { type: 0 | 7; value?: string }
  | { type: 1 | 2 | 3 | 4; value: string }
  | { type: 5 | 6; value: string; options: Record<string, { value: IcuElement[] }> }
  | { type: 8; value: string; children: IcuElement[] };

const compile = (text: string) => parse(text) as unknown as IcuElement[];
/** formatjs with its own Intl formatters is the reference (ADR 0021). */
const reference = (text: string, values: Record<string, unknown>, locale: string) =>
  new IntlMessageFormat(parse(text), locale).format(values as never);
/** Values that exercise every argument of a message: numbers for plurals, text otherwise. */
function sampleValues(elements: readonly IcuElement[], n: number, out: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === 1) out[element.value] ??= `«${element.value}»`;
    if (element.type === 2 || element.type === 6) out[element.value] = n;
    if (element.type === 3 || element.type === 4) out[element.value] = new Date(Date.UTC(2026, 10, 22, 9, 30));
    if (element.type === 5) out[element.value] ??= Object.keys(element.options)[0];
    if (element.type === 5 || element.type === 6)
      for (const option of Object.values(element.options)) sampleValues(option.value, n, out);
    if (element.type === 8) {
      out[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`;
      sampleValues(element.children, n, out);
    }
  }
  return out;
}

describe('ADR 0021: messages through formatjs, with French numbers written without Intl (ADR 0008)', () => {
  const catalogues = [
    ...Object.entries(fr).map(([id, text]) => ['fr', id, text] as const),
    ...Object.entries(nl).map(([id, text]) => ['nl', id, text] as const),
  ];
  it.each(catalogues)('%s message %s, for 0, 1, 2 and 1 234, as formatjs with Intl writes it', (locale, _id, text) => {
    for (const n of [0, 1, 2, 1234]) {
      const values = sampleValues(compile(text), n);
      const expected = reference(text, values, locale);
      expect(formatCompiled(compile(text), values, locale), `${text} (${n})`).toBe(
        Array.isArray(expected) ? expected.join('') : String(expected),
      );
    }
  });

  it.each([
    ['{n, plural, =0 {aucun} one {# chat} other {# chats}}', { n: 0 }],
    ['{n, plural, offset:1 =0 {personne} one {vous} other {vous et # autres}}', { n: 3 }],
    ['{n, selectordinal, one {#er} other {#e}}', { n: 1 }],
    ['{g, select, m {Il} f {Elle} other {On}} aime {n, number, percent}', { g: 'f', n: 0.5 }],
    ['Livré le {d, date, long} à {d, time, short}', { d: new Date(Date.UTC(2026, 0, 5, 8, 0)) }],
    ['{x}', { x: 'texte' }],
    ["L''apostrophe et '{'accolades'}'", {}],
  ])('%s', (text, values) => {
    expect(formatCompiled(compile(text), values, 'fr')).toBe(String(reference(text, values, 'fr')));
  });

  it('names a missing value', () => {
    expect(() => formatCompiled(compile('{count} articles'), {}, 'fr')).toThrow('count');
  });
});
