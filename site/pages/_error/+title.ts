import type { PageContext } from 'vike/types';
import { t } from '../../lib/i18n';
import { errorMessages, errorStatus } from './messages';

export default (pageContext: PageContext) =>
  t('meta.title', { title: t(errorMessages(errorStatus(pageContext)).title) });
