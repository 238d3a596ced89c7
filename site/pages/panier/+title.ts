import { t } from '../../lib/i18n';

export default t('meta.title', { title: t('cart.title') });
