import type { PageContext } from 'vike/types';
import { t } from '../../lib/i18n';
import { setPageLocale } from '../../lib/locale';

export default (pageContext: PageContext) => t('description.login', undefined, setPageLocale(pageContext));
