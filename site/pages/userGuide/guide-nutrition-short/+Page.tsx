import { useI18n } from '../../../lib/i18n/i18n-context';

import { menuEntrance } from './entrance.deferred';

/** SPEC §2 `/userGuide/guide-nutrition-short/` (feature guide-bi-nutrition-entrance): the short cat menu's entrance. */
export default function Page() {
  const { t } = useI18n();

  return (
    <>
      <h1>{t('menu.entranceShortTitle')}</h1>
      <p>{t('menu.entranceShortIntro')}</p>
      <menuEntrance.Deferred variant="short" />
    </>
  );
}
