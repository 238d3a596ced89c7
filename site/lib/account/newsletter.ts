import { createNewsletterClient } from '@gamelle/api-client';
import { FORM_MESSAGES_FR, newsletterSchema } from '@gamelle/domain';
import { publicShopHttp } from '../api/public-shop-api';

/**
 * The newsletter's calls and rules, loaded on the first sign-up or confirmation (the footer and
 * the landing ship none of the API client or the schemas before). Calls carry no token: a
 * sign-up is anyone's, signed in or not.
 */
export const newsletterClient = createNewsletterClient(publicShopHttp);

/** SPEC §5 e-mail rules, as the backend checks them. */
export const isNewsletterEmail = (email: string) => newsletterSchema.safeParse({ email }).success;

/** SPEC §8's two newsletter messages. */
export const NEWSLETTER_MESSAGES = {
  invalid: FORM_MESSAGES_FR['forms.newsletter.email.errors.email'] ?? '',
  failed: FORM_MESSAGES_FR['forms.newsletter.errors.generic'] ?? '',
};
