import { createContentClient, createHttpClient, type FaqTopic } from '@gamelle/api-client';
import { documentLocale } from '../i18n/locale';

/** The FAQ's questions that match a shopper's words (`GET /b2c-faqs?q=`), asked from the browser. */
export function searchFaqs(query: string): Promise<FaqTopic[]> {
  const http = createHttpClient({ baseUrl: import.meta.env.GAMELLE_CONTENT_API_URL ?? '/cms', locale: documentLocale });
  return createContentClient(http).getFaqs(query);
}
