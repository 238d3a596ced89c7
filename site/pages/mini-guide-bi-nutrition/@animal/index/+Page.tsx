import { t } from '../../../../lib/i18n';
import { menuSteps } from './steps.deferred';

/** SPEC §2 `/mini-guide-bi-nutrition/{animal}/`: the short cat menu in 4 steps. */
export default function Page() {
  return (
    <>
      <h1 tabIndex={-1}>{t('menu.guideTitle')}</h1>
      <menuSteps.Deferred variant="short" />
    </>
  );
}
