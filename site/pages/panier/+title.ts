import { t } from '../../lib/i18n';
import 'virtual:gamelle-messages/cart';
import 'virtual:gamelle-messages/meta';

export default t('meta.title', { title: t('cart.title') });
