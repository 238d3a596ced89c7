import type { PageContext } from 'vike/types';
import { t } from '../../../../lib/i18n';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) => t('meta.title', { title: pageContext.data.sample.name });
