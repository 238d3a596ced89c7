import { t } from '../../../../lib/i18n';
import { guideResults } from './results.deferred';

/** SPEC §2 `/guide-croquettes/{animal}/recommandations/` (feature guide-entrance): the guide's results. */
export default function Page() {
  return (
    <>
      <h1 tabIndex={-1}>{t('guide.resultsTitle')}</h1>
      <guideResults.Deferred />
    </>
  );
}
