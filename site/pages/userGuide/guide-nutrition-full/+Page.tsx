import { useI18n } from '../../../lib/i18n/i18n-context';

import { menuEntrance } from './entrance.deferred';

/** SPEC §2 `/userGuide/guide-nutrition-full/` (feature guide-bi-nutrition-entrance): the full cat menu's entrance. */
export default function Page() {
  const { t } = useI18n();

  return (
    <>
      <h1>{t('menu.entranceFullTitle')}</h1>
      <p>{t('menu.entranceFullIntro')}</p>
      <menuEntrance.Deferred variant="full" />
    </>
  );
}
