import { AccountFrame } from '../../../components/account/AccountFrame';
import { t } from '../../../lib/i18n';
import { addressBook } from './address-book.deferred';

/** SPEC §2 `/mon-compte/mes-adresses/` (signed-in shoppers): the address book, filled in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.addresses.title')}>
      <addressBook.Deferred />
    </AccountFrame>
  );
}
