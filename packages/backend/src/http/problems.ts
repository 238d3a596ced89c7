import {
  type ConstraintViolation,
  FORM_MESSAGES_FR,
  FORM_MESSAGES_NL,
  MESSAGES_FR,
  violationsFromZod,
} from '@gamelle/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';

const JSON_LD = 'application/ld+json; charset=utf-8';

/** A JSON-LD answer as API Platform sends it. */
export function jsonLd(c: Context, body: unknown, status: 200 | 201 = 200): Response {
  return c.body(JSON.stringify(body), status, { 'Content-Type': JSON_LD });
}

/** A hydra error answer (API Platform shape) with a French description. */
export function hydraError(status: number, description: string): HTTPException {
  const body = {
    '@context': '/api/v2/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': status >= 500 ? 'Erreur interne' : 'Requête refusée',
    'hydra:description': description,
  };
  return new HTTPException(status as 400, {
    res: new Response(JSON.stringify(body), { status, headers: { 'Content-Type': JSON_LD } }),
  });
}

/** A 422 with the violations of SPEC §3, as Sylius answers a failed validation. */
export function violationError(violations: ConstraintViolation[]): HTTPException {
  const body = {
    '@context': '/api/v2/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    'hydra:title': 'Des données sont invalides',
    'hydra:description': violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'),
    violations,
  };
  return new HTTPException(422, {
    res: new Response(JSON.stringify(body), { status: 422, headers: { 'Content-Type': JSON_LD } }),
  });
}

/** The deepest nesting of objects and arrays a JSON body may have. */
export const JSON_MAX_DEPTH = 32;

/** The media types a JSON body may be sent as (SPEC §7: PATCH is merge-patch JSON). */
export const JSON_MEDIA_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json'] as const;

/** The answer to a NUL byte anywhere in a request: PostgreSQL stores no NUL in text. */
export const NUL_REFUSED = 'La requête contient un caractère nul (U+0000), qui n’est pas accepté.';

const hasNul = (text: string) => text.includes('\u0000');

/**
 * Whether a JSON text nests objects and arrays deeper than `max`, counted without parsing (brackets
 * inside strings are text), so a hostile body never reaches a recursive reader.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** Whether any string or key of a parsed JSON value carries a NUL byte (walked without recursion). */
export function jsonHasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (hasNul(node)) return true;
    } else if (Array.isArray(node)) stack.push(...node);
    else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (hasNul(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** 415 unless the request says its body is JSON. */
function requireJsonType(c: Context): void {
  const header = c.req.header('content-type');
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  if ((JSON_MEDIA_TYPES as readonly string[]).includes(type)) return;
  const expected = 'application/json, application/ld+json ou application/merge-patch+json';
  throw hydraError(
    415,
    header
      ? `Type de contenu non pris en charge : « ${header.slice(0, 100)} » (attendu : ${expected}).`
      : `En-tête Content-Type manquant : un corps JSON s’envoie en ${expected}.`,
  );
}

const parsedBodies = new WeakMap<object, unknown>();

/**
 * The JSON body of a request, or undefined when it has none; read once and kept, so a route may
 * look at it before validating it. A body not sent as JSON answers 415, unreadable JSON, nesting
 * deeper than {@link JSON_MAX_DEPTH} and a NUL byte in any string or key answer 400.
 */
export async function readJson(c: Context): Promise<unknown> {
  if (parsedBodies.has(c.req)) return parsedBodies.get(c.req);
  const text = await c.req.text();
  let json: unknown;
  if (text.trim() !== '') {
    requireJsonType(c);
    if (hasNul(text)) throw hydraError(400, NUL_REFUSED);
    if (jsonDeeperThan(text, JSON_MAX_DEPTH)) {
      throw hydraError(400, `Le JSON est trop imbriqué : ${JSON_MAX_DEPTH} niveaux au plus.`);
    }
    try {
      json = JSON.parse(text);
    } catch {
      throw hydraError(400, MESSAGES_FR.invalidJson);
    }
    if (jsonHasNul(json)) throw hydraError(400, NUL_REFUSED);
  }
  parsedBodies.set(c.req, json);
  return json;
}

/**
 * A look at the JSON body before choosing how to handle it (two handlers on one route): the body's
 * object, or an empty one when it has none or is not an object. Same checks as {@link readJson}.
 */
export async function peekJson(c: Context): Promise<Record<string, unknown>> {
  const json = await readJson(c);
  return json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

/** 400 when a field's name or text, or a file's name, of a parsed multipart form carries a NUL byte. */
export function refuseNulInForm(form: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = item instanceof File ? item.name : typeof item === 'string' ? item : '';
      if (hasNul(name) || hasNul(text)) throw hydraError(400, NUL_REFUSED);
    }
  }
}

/**
 * Reads and validates a JSON body (see {@link readJson}). Unreadable JSON answers 400 and invalid
 * data 422, both before anything is written; the violations are in the `locale` query's language.
 */
export async function readBody<T>(c: Context, schema: z.ZodType<T>, form = 'generic'): Promise<T> {
  const body = await readJson(c);
  const json = body === undefined ? {} : body;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // Said in the request's language (SPEC §7 `locale`): a Dutch page's refused input in Dutch.
    const catalogue = c.req.query('locale') === 'nl' ? FORM_MESSAGES_NL : FORM_MESSAGES_FR;
    throw violationError(violationsFromZod(parsed.error, form, catalogue));
  }
  return parsed.data;
}

/** `%00`, or a raw NUL (which the URL parser encodes anyway). */
const nulInUrl = (part: string) => part.includes('%00') || hasNul(part);

/**
 * A NUL byte in a service's path answers 404 and in its query 400, before any route reads them
 * (PostgreSQL refuses NUL in text, which answered 500); a page path with one is the site's 404.
 */
export function refuseNulInUrl(isService: (pathname: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (nulInUrl(pathname)) {
      if (!isService(pathname)) return c.notFound();
      throw hydraError(404, `${MESSAGES_FR.resourceNotFound} Le chemin contient un caractère nul (U+0000).`);
    }
    if (nulInUrl(search) && isService(pathname)) throw hydraError(400, NUL_REFUSED);
    await next();
  };
}
