import { type Header, headerSchema } from '@gamelle/domain';
import { z } from 'zod';
import type { HttpClient } from './http.js';

/** The content API wraps every answer as `{ data, meta }` (Strapi-like). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: z.record(z.string(), z.unknown()).default({}) });
}

/** Content-system calls (SPEC §7). `http` is a client whose base URL is the content API (`…/cms`). */
export function createContentClient(http: HttpClient) {
  return {
    /** `GET /b2c-header` — header record: navigation, promotional banner, support hours. */
    async getHeader(): Promise<Header> {
      return (await http.get('/b2c-header', { schema: envelope(headerSchema) })).data;
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
