import type { PageContext } from 'vike/types';
import { translate } from '../../lib/i18n/i18n';
import { pageLocale } from '../../lib/i18n/locale';

export default (pageContext: PageContext) => translate(pageLocale(pageContext), 'description.contact');
