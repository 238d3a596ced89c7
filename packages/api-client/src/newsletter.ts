import { z } from 'zod';
import type { HttpClient } from './http.js';

/** Where a sign-up was made (SPEC §1 footer, welcome landing, exit popup). */
export type NewsletterSource = 'footer' | 'landing' | 'exit-popup';

/**
 * The newsletter (SPEC §1, §4, §8), double opt-in: a sign-up is answered 202
 * whoever the address is (a 422 for an invalid one); the e-mailed link's token confirms it and
 * gives the subscriber's own welcome code; the link of every newsletter e-mail ends it. An unknown
 * or used-up token rejects with a 404.
 */
export function createNewsletterClient(http: HttpClient) {
  return {
    /** `POST /shop/newsletter-subscriptions`. */
    async subscribe(email: string, source: NewsletterSource): Promise<void> {
      await http.post('/shop/newsletter-subscriptions', { email, source });
    },
    /** `POST /shop/newsletter-subscriptions/confirmation` — the welcome code. */
    async confirm(token: string): Promise<{ couponCode: string | null }> {
      return http.post(
        '/shop/newsletter-subscriptions/confirmation',
        { token },
        { schema: z.object({ couponCode: z.string().nullable() }) },
      );
    },
    /** `POST /shop/newsletter-subscriptions/unsubscription` — the link of every newsletter e-mail. */
    async unsubscribe(token: string): Promise<void> {
      await http.post('/shop/newsletter-subscriptions/unsubscription', { token });
    },
  };
}
export type NewsletterClient = ReturnType<typeof createNewsletterClient>;
