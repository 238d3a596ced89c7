import { MAINTENANCE_TITLE } from '@gamelle/domain';
import { t } from '../../lib/i18n';

export default t('meta.title', { title: MAINTENANCE_TITLE });
