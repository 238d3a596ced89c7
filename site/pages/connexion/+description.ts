import type { PageContext } from 'vike/types';
import { translate } from '../../lib/i18n';
import { pageLocale } from '../../lib/locale';

export default (pageContext: PageContext) => translate(pageLocale(pageContext), 'description.login');
