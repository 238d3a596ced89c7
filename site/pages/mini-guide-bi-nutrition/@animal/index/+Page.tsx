import { useI18n } from '../../../../lib/i18n/i18n-context';

import { menuSteps } from './steps.deferred';

/** SPEC §2 `/mini-guide-bi-nutrition/{animal}/`: the short cat menu in 4 steps. */
export default function Page() {
  const { t } = useI18n();

  return (
    <>
      <h1 tabIndex={-1}>{t('menu.guideTitle')}</h1>
      <menuSteps.Deferred variant="short" />
    </>
  );
}
