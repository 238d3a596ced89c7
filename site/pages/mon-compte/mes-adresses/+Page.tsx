import { AccountFrame } from '../../../components/account/AccountFrame';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { addressBook } from './address-book.deferred';

/** SPEC §2 `/mon-compte/mes-adresses/` (signed-in shoppers): the address book, filled in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.addresses.title')}>
      <addressBook.Deferred />
    </AccountFrame>
  );
}
