import { AccountFrame } from '../../../components/account/AccountFrame';
import { t } from '../../../lib/i18n';
import { sponsorshipsView } from './sponsorships.deferred';

/** SPEC §2 `/mon-compte/mes-parrainages/` (signed-in shoppers, feature mention-me): filled in the browser. */
export default function Page() {
  return (
    <AccountFrame title={t('account.sponsorships.title')}>
      <sponsorshipsView.Deferred />
    </AccountFrame>
  );
}
