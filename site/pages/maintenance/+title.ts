import { MAINTENANCE_TITLE } from '@gamelle/domain';
import { t } from '../../lib/i18n';
import 'virtual:gamelle-messages/meta';

export default t('meta.title', { title: MAINTENANCE_TITLE });
