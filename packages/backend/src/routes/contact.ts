import { CONTACT_FILE_MAX_BYTES, contactRequestSchema, violationsFromZod } from '@gamelle/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress, LIMITS, type Throttle } from '../auth/throttle.js';
import type { Database } from '../db/open.js';
import { contactRequests } from '../db/schema.js';
import { hydraError, jsonLd, readJson, refuseNulInForm, violationError } from '../http/problems.js';

/** SPEC §8 success message of the contact form. */
export const CONTACT_SENT = 'Votre message a été envoyé';

/** The file's first bytes must match its declared type: a renamed executable is not a PDF. */
function matchesType(bytes: Uint8Array, type: string): boolean {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  switch (type) {
    case 'application/pdf':
      return starts(0x25, 0x50, 0x44, 0x46);
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff);
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'image/webp':
      return starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP';
    default:
      return false;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * `POST /api/v2/shop/contact-requests` — the contact form (SPEC §3, §5): multipart with an optional
 * file (5 MB, PDF or picture, checked by its bytes) or JSON. Validated by the domain schema with its
 * French messages; nothing is stored when anything is refused.
 */
export function contactRoutes({ db, now, throttle }: { db: Database; now: () => Date; throttle: Throttle }) {
  const app = new Hono();
  app.use(
    '*',
    bodyLimit({
      maxSize: CONTACT_FILE_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw violationError([{ propertyPath: 'file', code: 'file_too_big', message: 'Fichier trop volumineux' }]);
      },
    }),
  );

  app.post('/', async (c) => {
    const type = c.req.header('content-type') ?? '';
    let fields: Record<string, unknown>;
    let file: File | undefined;
    if (type.startsWith('multipart/form-data')) {
      const body = await c.req.parseBody().catch(() => {
        throw hydraError(400, 'Formulaire illisible (multipart/form-data attendu).');
      });
      refuseNulInForm(body);
      const raw = body.file;
      file = raw instanceof File && raw.size > 0 ? raw : undefined;
      fields = body;
    } else {
      fields = (await readJson(c)) as Record<string, unknown>;
      if (typeof fields !== 'object' || fields === null) throw hydraError(400, 'Objet JSON attendu.');
    }
    const parsed = contactRequestSchema.safeParse({
      email: text(fields.email),
      subject: text(fields.subject),
      orderId: text(fields.orderId),
      productName: text(fields.productName),
      message: typeof fields.message === 'string' ? fields.message : undefined,
      file: file ? { name: file.name, size: file.size, type: file.type } : undefined,
    });
    if (!parsed.success) throw violationError(violationsFromZod(parsed.error, 'contact'));
    // A few messages per address; counted once the message is valid.
    await throttle.enforce(c, LIMITS.contact, clientAddress(c));
    const bytes = file ? new Uint8Array(await file.arrayBuffer()) : undefined;
    if (file && bytes && !matchesType(bytes, file.type)) {
      throw violationError([{ propertyPath: 'file', code: 'file_type', message: 'Type de fichier non supporté' }]);
    }
    const [row] = await db
      .insert(contactRequests)
      .values({
        email: parsed.data.email,
        orderId: parsed.data.orderId ?? null,
        subject: parsed.data.subject,
        productName: parsed.data.productName ?? null,
        message: parsed.data.message,
        fileName: file?.name ?? null,
        fileType: file?.type ?? null,
        fileBytes: bytes ? Buffer.from(bytes) : null,
        createdAt: now(),
      })
      .returning({ id: contactRequests.id });
    return jsonLd(
      c,
      { '@context': '/api/v2/contexts/ContactRequest', '@type': 'ContactRequest', id: row?.id, message: CONTACT_SENT },
      201,
    );
  });
  return app;
}
