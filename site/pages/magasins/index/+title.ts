import { t } from '../../../lib/i18n';

export default t('meta.title', { title: 'Nos magasins en France, en Belgique et au Luxembourg' });
