import type { PageContext } from 'vike/types';
import { i18nOf } from '../../lib/i18n/i18n';
import { pageLocale } from '../../lib/i18n/locale';
import { errorMessages, errorStatus } from './messages';

export default (pageContext: PageContext) => {
  const { t } = i18nOf(pageLocale(pageContext));
  return t('meta.title', { title: t(errorMessages(errorStatus(pageContext)).title) });
};
