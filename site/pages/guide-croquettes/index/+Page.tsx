import { href } from '@gamelle/domain';
import { useI18n } from '../../../lib/i18n/i18n-context';

import { guideEntrance } from './entrance.deferred';

/** SPEC §2 `/guide-croquettes/` (feature guide-entrance, no-animal-to-create-one). */
export default function Page() {
  const { localHref, t } = useI18n();

  return (
    <>
      <h1>{t('guide.title')}</h1>
      <p>{t('guide.intro')}</p>
      <guideEntrance.Deferred />
      <p>
        <a href={localHref(href.rationCalculator())}>{t('guide.rationTool')}</a>
      </p>
    </>
  );
}
