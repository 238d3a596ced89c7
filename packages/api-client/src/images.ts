import { z } from 'zod';
import type { HttpClient } from './http.js';

const signatureSchema = z.object({
  token: z.string(),
  expire: z.number().int(),
  signature: z.string(),
  publicKey: z.string(),
});

const uploadedSchema = z
  .object({
    fileId: z.string(),
    name: z.string(),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .loose();
export type UploadedImage = z.infer<typeof uploadedSchema>;

/**
 * The image host, ImageKit-shaped (SPEC §7): the backend signs one upload for the signed-in
 * customer (`signer`: `GET /auth` with the shopper's token; the private key never leaves it),
 * then the file goes to the host (`host`: `POST /api/v1/files/upload`, with no token — the
 * signature is its only credential, so an outside host never sees the shop's session). A refused
 * file (too big, not an image) rejects with the host's answer (`ApiError`).
 */
export function createImageClient({ signer, host }: { signer: HttpClient; host: HttpClient }) {
  return {
    async upload(file: Blob, { fileName, tags = [] }: { fileName: string; tags?: readonly string[] }) {
      // `t` busts any cache between the page and the signer (SPEC §7 "cache-busting query t").
      const signed = await signer.get('/auth', { query: { t: Date.now() }, schema: signatureSchema });
      const form = new FormData();
      form.set('file', file, fileName);
      form.set('fileName', fileName);
      form.set('publicKey', signed.publicKey);
      form.set('token', signed.token);
      form.set('expire', String(signed.expire));
      form.set('signature', signed.signature);
      if (tags.length > 0) form.set('tags', tags.join(','));
      return host.post('/api/v1/files/upload', undefined, { form, schema: uploadedSchema });
    },
  };
}
export type ImageClient = ReturnType<typeof createImageClient>;
