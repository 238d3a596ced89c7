import { useI18n } from '../../../../lib/i18n/i18n-context';

import { guideResults } from './results.deferred';

/** SPEC §2 `/guide-croquettes/{animal}/recommandations/` (feature guide-entrance): the guide's results. */
export default function Page() {
  const { t } = useI18n();

  return (
    <>
      <h1 tabIndex={-1}>{t('guide.resultsTitle')}</h1>
      <guideResults.Deferred />
    </>
  );
}
