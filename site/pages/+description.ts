import { DEFAULT_META_DESCRIPTION } from '@gamelle/domain';
import type { PageContext } from 'vike/types';
import { t } from '../lib/i18n';
import { setPageLocale } from '../lib/locale';

/**
 * The description of a page that gives none of its own, in the page's language (ADR 0019); the
 * domain's French one is the French message.
 */
export default (pageContext: PageContext) =>
  setPageLocale(pageContext) === 'fr' ? DEFAULT_META_DESCRIPTION : t('meta.defaultDescription');
