import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import sharp, { type Metadata } from 'sharp';
import { type AuthEnv, requireCustomer } from '../auth/bearer.js';
import { clientAddress, LIMITS, type Throttle, tooMany } from '../auth/throttle.js';
import type { TokenKeys } from '../auth/tokens.js';
import type { Database } from '../db/open.js';
import { images, imageUploadTokens } from '../db/schema.js';
import { hydraError, refuseNulInForm, violationError } from '../http/problems.js';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * An upload's largest area: a 40-megapixel photo is welcome, a decompression bomb is not (a
 * 16,000-pixel-square PNG of a few hundred KB takes a gigabyte to decode). Renders are held to it too.
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** The rendered transformations kept in memory, by their bytes (immutable images: never stale). */
const RENDER_CACHE_BYTES = 64 * 1024 * 1024;
const RENDER_CACHE_ENTRIES = 500;
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_EXPIRE_SECONDS = 3600;
/** A signed-in customer may upload this many images a day (pet photos, contact files). */
export const DAILY_UPLOAD_QUOTA = 20;
const DAY_MS = 86_400_000;
const CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

export interface ImageKeys {
  publicKey: string;
  /** Signs upload tokens; never leaves the server. */
  privateKey: string;
}

/** ImageKit's signature: HMAC-SHA1 of token + expire with the private key, hex. */
export function signUpload(privateKey: string, token: string, expire: number | string): string {
  return createHmac('sha1', privateKey).update(`${token}${expire}`).digest('hex');
}

/** Transformations ImageKit-style: `tr=w-300,h-200,q-20,bl-4`, or `n-lqip` for the placeholder. */
export function parseTransformation(tr: string | undefined, original: { width: number; height: number }) {
  const t: { width?: number; height?: number; quality?: number; blur?: number; format?: string } = {};
  if (!tr) return t;
  for (const part of tr.split(/[,:]/)) {
    const [key, raw] = part.split('-', 2) as [string, string | undefined];
    if (key === 'n' && raw === 'lqip') {
      // SPEC §9: "Low-quality placeholder: quarter size, quality 20, blur 4".
      t.width = Math.max(1, Math.round(original.width / 4));
      t.quality = 20;
      t.blur = 4;
      continue;
    }
    const value = Number(raw);
    const bad = () => hydraError(400, `Transformation invalide : « ${part} ».`);
    if (key === 'f') {
      if (!raw || !['webp', 'avif', 'jpeg', 'png'].includes(raw)) throw bad();
      t.format = raw;
      continue;
    }
    if (!Number.isFinite(value) || value <= 0) throw bad();
    if (key === 'w' && value <= 4000) t.width = Math.round(value);
    else if (key === 'h' && value <= 4000) t.height = Math.round(value);
    else if (key === 'q' && value <= 100) t.quality = Math.round(value);
    else if (key === 'bl' && value <= 100) t.blur = value;
    else throw bad();
  }
  return t;
}

/** Keeps letters, digits, dots, dashes and underscores; refuses names that climb folders. */
export function safeFileName(name: string): string | null {
  const base = name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  if (base.includes('/') || base.includes('\\') || base.includes('..') || base.startsWith('.')) return null;
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return cleaned.length > 0 ? cleaned : null;
}

/** Image host under `/images`, ImageKit-shaped: authentication, signed upload, transformed delivery. */
export function imageRoutes({
  db,
  now,
  keys,
  tokenKeys,
  throttle,
}: {
  db: Database;
  now: () => Date;
  keys: ImageKeys;
  /** The shop's access tokens: only a signed-in customer gets an upload signature. */
  tokenKeys: TokenKeys;
  throttle: Throttle;
}) {
  const app = new Hono<AuthEnv>();

  /** How many more images the customer may upload now (the last 24 hours count). */
  async function quotaLeft(customerId: number) {
    const since = new Date(now().getTime() - DAY_MS);
    const [row] = await db
      .select({ n: count() })
      .from(images)
      .where(and(eq(images.customerId, customerId), gte(images.createdAt, since)));
    return DAILY_UPLOAD_QUOTA - (row?.n ?? 0);
  }
  const quotaReached = (c: Parameters<typeof tooMany>[0]) =>
    tooMany(c, `Vous avez envoyé ${DAILY_UPLOAD_QUOTA} images en 24 heures : réessayez demain.`, 6 * 3600);
  const rendered = new Map<string, { bytes: Uint8Array<ArrayBuffer>; type: string }>();
  let renderedBytes = 0;

  // SPEC §7: "GET authentication endpoint with cache-busting query t (reads signature, expire, token)".
  // SPEC §7 "private key must not be passed client-side": the backend signs
  // only for a signed-in customer, within their quota; the token is recorded as theirs.
  app.get('/auth', requireCustomer(tokenKeys, now), async (c) => {
    const customerId = c.get('customerId');
    c.header('Cache-Control', 'no-store');
    await throttle.enforce(c, LIMITS.imageAuth, String(customerId));
    if ((await quotaLeft(customerId)) <= 0) throw quotaReached(c);
    const token = randomUUID();
    const at = now();
    const expire = Math.floor(at.getTime() / 1000) + 30 * 60;
    await db.insert(imageUploadTokens).values({ token, customerId, issuedAt: at, expiresAt: new Date(expire * 1000) });
    // The public key is public (ImageKit's clients hold it): given here so the page needs no setting.
    return c.json({ token, expire, signature: signUpload(keys.privateKey, token, expire), publicKey: keys.publicKey });
  });

  app.post(
    '/api/v1/files/upload',
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw hydraError(413, 'Fichier trop volumineux');
      },
    }),
    async (c) => {
      let form: Record<string, string | File | (string | File)[]>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw hydraError(400, 'Corps multipart illisible.');
      }
      refuseNulInForm(form);
      await throttle.enforce(c, LIMITS.imageUpload, clientAddress(c));
      const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined);
      const file = form.file;
      const fileName = text('fileName');
      if (!(file instanceof File)) throw hydraError(400, 'Champ file manquant.');
      if (!fileName) throw hydraError(400, 'Champ fileName manquant.');
      if (text('publicKey') !== keys.publicKey) throw hydraError(403, 'Clé publique inconnue.');
      const token = text('token');
      const expire = Number(text('expire'));
      const signature = text('signature') ?? '';
      const nowSeconds = Math.floor(now().getTime() / 1000);
      if (!token || !Number.isInteger(expire)) throw hydraError(400, 'Champs token et expire requis.');
      if (expire <= nowSeconds) throw hydraError(403, 'Signature expirée : demandez une nouvelle authentification.');
      if (expire > nowSeconds + MAX_EXPIRE_SECONDS)
        throw hydraError(403, 'Expiration trop lointaine (1 heure au plus).');
      const expected = Buffer.from(signUpload(keys.privateKey, token, expire));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw hydraError(403, 'Signature invalide.');
      const name = safeFileName(fileName);
      if (!name) throw hydraError(400, `Nom de fichier refusé : « ${fileName.slice(0, 100)} ».`);
      if (file.size > UPLOAD_MAX_BYTES) throw hydraError(413, 'Fichier trop volumineux');
      const bytes = new Uint8Array(await file.arrayBuffer());
      let meta: Metadata;
      try {
        meta = await sharp(bytes).metadata();
      } catch {
        throw hydraError(415, 'Type de fichier non supporté');
      }
      if (!meta.format || !UPLOAD_FORMATS.has(meta.format) || !meta.width || !meta.height) {
        throw hydraError(415, 'Type de fichier non supporté');
      }
      if (meta.width * meta.height > UPLOAD_MAX_PIXELS) {
        // A light file of too many pixels: its own code, so a page says so rather than « over 5 MB ».
        throw violationError([
          {
            propertyPath: 'file',
            code: 'too_many_pixels',
            message: 'Image trop grande : 40 mégapixels au plus (8000 × 5000 pixels, par exemple).',
          },
        ]);
      }
      // The token must be one the backend issued, for this expiry, not used yet: it is spent here.
      const [used] = await db
        .update(imageUploadTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(imageUploadTokens.token, token),
            isNull(imageUploadTokens.usedAt),
            eq(imageUploadTokens.expiresAt, new Date(expire * 1000)),
            gt(imageUploadTokens.expiresAt, now()),
          ),
        )
        .returning({ customerId: imageUploadTokens.customerId });
      if (!used?.customerId) {
        throw hydraError(403, 'Jeton inconnu ou déjà utilisé : demandez une nouvelle authentification.');
      }
      if ((await quotaLeft(used.customerId)) <= 0) throw quotaReached(c);
      const folder = 'uploads';
      // Its address is the only key to a customer's photo or attachment: a whole UUID, unguessable.
      const path = `${folder}/${randomUUID()}-${name}`;
      const tags = (text('tags') ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 20);
      await db.insert(images).values({
        path,
        contentType: CONTENT_TYPES[meta.format] ?? 'application/octet-stream',
        bytes,
        width: meta.width,
        height: meta.height,
        tags,
        customerId: used.customerId,
        createdAt: now(),
      });
      return c.json({
        fileId: path,
        name,
        filePath: `/${path}`,
        url: `/images/${path}`,
        width: meta.width,
        height: meta.height,
        size: bytes.length,
        fileType: 'image',
        tags,
      });
    },
  );

  app.get('/:path{.+}', async (c) => {
    const path = c.req.param('path');
    if (path.includes('..') || path.startsWith('/')) throw hydraError(400, 'Chemin d’image invalide.');
    const [row] = await db.select().from(images).where(eq(images.path, path)).limit(1);
    if (!row) throw hydraError(404, `Image introuvable : ${path}`);
    const tr = c.req.query('tr');
    const etag = `"${path.length}-${row.createdAt.getTime()}-${tr ?? ''}"`.replace(/[^\w"-]/g, '');
    // A customer's upload (a pet's photo, a contact attachment) is personal data: no shared cache.
    const personal = path.startsWith('uploads/');
    c.header(
      'Cache-Control',
      personal ? 'private, max-age=86400' : 'public, max-age=86400, stale-while-revalidate=604800',
    );
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const transform = parseTransformation(tr, row);
    if (Object.keys(transform).length === 0) {
      return c.body(new Uint8Array(row.bytes), 200, { 'Content-Type': row.contentType });
    }
    // Keyed by what is made, not by how the query spells it (`w-1,w-1` is `w-1`, `h-2,w-1` is `w-1,h-2`).
    const { width, height, quality, blur, format } = transform;
    const key = `${path}?${[width, height, quality, blur, format].join(',')}`;
    let out = rendered.get(key);
    if (!out) {
      // Each new transformation of an upload is a decode of a customer's photo, up to 40 megapixels:
      // counted per address. The catalogue's images, small and asked for by every listing (a
      // placeholder and a width per card), are not.
      if (personal) await throttle.enforce(c, LIMITS.imageRender, clientAddress(c));
      let pipeline = sharp(row.bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).resize({
        width: transform.width,
        height: transform.height,
        fit: 'cover',
        withoutEnlargement: true,
      });
      if (transform.blur) pipeline = pipeline.blur(Math.max(0.3, transform.blur));
      const format = (transform.format ?? (row.contentType === 'image/png' ? 'png' : 'webp')) as
        | 'webp'
        | 'png'
        | 'jpeg'
        | 'avif';
      const buffer = await pipeline.toFormat(format, { quality: transform.quality ?? 80 }).toBuffer();
      out = { bytes: new Uint8Array(buffer), type: CONTENT_TYPES[format] ?? 'image/webp' };
      rendered.set(key, out);
      renderedBytes += out.bytes.byteLength;
      // The oldest go first once the cache holds more than its bytes or its entries.
      for (const [oldest, kept] of rendered) {
        if (renderedBytes <= RENDER_CACHE_BYTES && rendered.size <= RENDER_CACHE_ENTRIES) break;
        rendered.delete(oldest);
        renderedBytes -= kept.bytes.byteLength;
      }
    }
    return c.body(out.bytes, 200, { 'Content-Type': out.type });
  });

  return app;
}
