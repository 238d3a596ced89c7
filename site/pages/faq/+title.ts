import type { PageContext } from 'vike/types';
import { i18nOf } from '../../lib/i18n/i18n';
import { pageLocale } from '../../lib/i18n/locale';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) => {
  const { t } = i18nOf(pageLocale(pageContext));
  const { query } = pageContext.data;
  return t('meta.title', { title: query ? t('faq.titleQuery', { query }) : t('faq.title') });
};
