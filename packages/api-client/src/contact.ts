import type { contactRequestSchema } from '@gamelle/domain';
import type { z } from 'zod';
import type { HttpClient } from './http.js';

/** What the contact form sends: the domain's contact request (SPEC §3), its one file as picked. */
export type ContactRequest = Omit<z.input<typeof contactRequestSchema>, 'file'> & { file?: Blob | null | undefined };

/**
 * The contact form's call (SPEC §3, §7): `POST /shop/contact-requests` as multipart, in the page's
 * language like every call (its refusals come in it). A 422 rejects with an `ApiError` whose
 * violations name the fields (the attachment's is `file`).
 */
export function createContactClient(http: HttpClient) {
  return {
    async send(request: ContactRequest): Promise<void> {
      const form = new FormData();
      for (const key of ['email', 'subject', 'orderId', 'productName', 'message'] as const) {
        const value = request[key];
        if (value) form.set(key, value);
      }
      if (request.file) form.set('file', request.file);
      await http.post('/shop/contact-requests', undefined, { form });
    },
  };
}
export type ContactClient = ReturnType<typeof createContactClient>;
