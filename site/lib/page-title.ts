import { type MessageId, t } from './i18n';
import { setPageLocale } from './locale';

/**
 * A page's `<title>` in its language (« Mijn winkelmandje — Gamelle » on `/nl/panier/`):
 * the page's own words, then the shop's name. Vike asks for it while it renders that page.
 */
export function pageTitle(pageContext: object, id: MessageId): string {
  const locale = setPageLocale(pageContext);
  return t('meta.title', { title: t(id, undefined, locale) }, locale);
}
