import { AccountFrame } from '../../../components/account/AccountFrame';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { sponsorshipsView } from './sponsorships.deferred';

/** SPEC §2 `/mon-compte/mes-parrainages/` (signed-in shoppers, feature mention-me): filled in the browser. */
export default function Page() {
  const { t } = useI18n();

  return (
    <AccountFrame title={t('account.sponsorships.title')}>
      <sponsorshipsView.Deferred />
    </AccountFrame>
  );
}
