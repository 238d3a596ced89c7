import { type Header, headerSchema } from '@gamelle/domain';
import type { HttpClient } from './http.js';

/** Content-system calls (SPEC §7). `http` is a client whose base URL is the content API (`…/cms`). */
export function createContentClient(http: HttpClient) {
  return {
    /** `GET /b2c-header` — header record: navigation, promotional banner, support hours. */
    getHeader(): Promise<Header> {
      return http.get('/b2c-header', { schema: headerSchema });
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
