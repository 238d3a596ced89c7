import { useI18n } from '../../../../lib/i18n/i18n-context';

import { menuResults } from './results.deferred';

/** SPEC §2 `/guide-bi-nutrition/{animal}/recommandations/`: the cat's menu. */
export default function Page() {
  const { t } = useI18n();

  return (
    <>
      <h1 tabIndex={-1}>{t('menu.resultsTitle')}</h1>
      <menuResults.Deferred variant="full" />
    </>
  );
}
