import type { PageContext } from 'vike/types';
import { translate } from '../lib/i18n/i18n';
import { pageLocale } from '../lib/i18n/locale';

/** The title of a page that names none of its own, in the page's language (ADR 0019). */
export default (pageContext: PageContext) => translate(pageLocale(pageContext), 'meta.defaultTitle');
