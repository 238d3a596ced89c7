import { DEFAULT_LOCALE, isLocale, type Locale } from '@gamelle/domain';
import type { Context } from 'hono';
import { hydraError } from './problems.js';

/** The `locale` every read takes (SPEC §7); missing means French, an unknown one is refused. */
export function readLocale(c: Context): Locale {
  const value = c.req.query('locale');
  if (value === undefined || value === '') return DEFAULT_LOCALE;
  if (!isLocale(value)) throw hydraError(400, `Paramètre locale inconnu : « ${value} » (attendu : fr ou nl).`);
  return value;
}

/** An integer query parameter within bounds, or the fallback when absent. */
export function readInt(
  c: Context,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw hydraError(400, `Paramètre ${name} invalide : « ${raw} » (entier attendu).`);
  const value = Number(raw);
  if (value < min || value > max)
    throw hydraError(400, `Paramètre ${name} hors limites : ${value} (de ${min} à ${max}).`);
  return value;
}

/** One of a list of allowed values, or the fallback when absent. */
export function readChoice<T extends string>(c: Context, name: string, allowed: readonly T[], fallback: T): T {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw hydraError(400, `Paramètre ${name} invalide : « ${raw} » (valeurs possibles : ${allowed.join(', ')}).`);
  }
  return raw as T;
}

/**
 * Values of a Strapi-style filter, written `filters[sku][$in]=a,b`, repeated, or indexed
 * (`filters[sku][$in][0]=a`).
 */
export function readListFilter(c: Context, base: string): string[] {
  const all = c.req.queries();
  const values: string[] = [];
  for (const [key, list] of Object.entries(all)) {
    if (key === base || key === `${base}[]` || key.startsWith(`${base}[`)) {
      for (const v of list) values.push(...v.split(','));
    }
  }
  return values.map((v) => v.trim()).filter(Boolean);
}

/** One of a list of allowed values, or undefined when absent. */
export function readOptionalChoice<T extends string>(c: Context, name: string, allowed: readonly T[]): T | undefined {
  const raw = c.req.query(name);
  return raw === undefined || raw === '' ? undefined : readChoice(c, name, allowed, raw as T);
}
