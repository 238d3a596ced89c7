import type { PageContext } from 'vike/types';
import { t } from '../lib/i18n';
import { setPageLocale } from '../lib/locale';

/** The title of a page that names none of its own, in the page's language (ADR 0019). */
export default (pageContext: PageContext) => t('meta.defaultTitle', undefined, setPageLocale(pageContext));
