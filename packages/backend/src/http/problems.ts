import { type ConstraintViolation, MESSAGES_FR, violationsFromZod } from '@gamelle/domain';
import type { Context } from 'hono';
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

/**
 * Reads and validates a JSON body. Unreadable JSON answers 400 and invalid data 422, both before
 * anything is written.
 */
export async function readBody<T>(c: Context, schema: z.ZodType<T>, form = 'generic'): Promise<T> {
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw hydraError(400, MESSAGES_FR.invalidJson);
    }
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw violationError(violationsFromZod(parsed.error, form));
  return parsed.data;
}
