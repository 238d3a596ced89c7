import { type MessageId, translate } from '../i18n/i18n';
import { pageLocale } from '../i18n/locale';

/**
 * A page's `<title>` in its language (« Mijn winkelmandje — Gamelle » on `/nl/panier/`):
 * the page's own words, then the shop's name. Vike asks for it while it renders that page.
 */
export function pageTitle(pageContext: object, id: MessageId): string {
  const locale = pageLocale(pageContext);
  return translate(locale, 'meta.title', { title: translate(locale, id) });
}
