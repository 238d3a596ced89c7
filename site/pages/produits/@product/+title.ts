import type { PageContext } from 'vike/types';
import { translate } from '../../../lib/i18n/i18n';
import { pageLocale } from '../../../lib/i18n/locale';
import type { Data } from './+data';

export default (pageContext: PageContext<Data>) =>
  translate(pageLocale(pageContext), 'meta.title', { title: pageContext.data.product.name });
