import { DEFAULT_META_DESCRIPTION } from '@gamelle/domain';
import type { PageContext } from 'vike/types';
import { translate } from '../lib/i18n/i18n';
import { pageLocale } from '../lib/i18n/locale';

/**
 * The description of a page that gives none of its own, in the page's language (ADR 0019); the
 * domain's French one is the French message.
 */
export default (pageContext: PageContext) => {
  const locale = pageLocale(pageContext);
  return locale === 'fr' ? DEFAULT_META_DESCRIPTION : translate(locale, 'meta.defaultDescription');
};
