import { useI18n } from '../../../lib/i18n/i18n-context';

import { guideNew } from './guide-new.deferred';

/** SPEC §2 `/guide-croquettes/nouveau/` (feature guide-entrance): the guide for a new pet. */
export default function Page() {
  const { t } = useI18n();

  return (
    <>
      <h1 tabIndex={-1}>{t('guide.newTitle')}</h1>
      <guideNew.Deferred />
    </>
  );
}
