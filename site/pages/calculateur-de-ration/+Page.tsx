import { useData } from 'vike-react/useData';
import { useI18n } from '../../lib/i18n/i18n-context';

import type { Data } from './+data';
import { rationTool } from './ration-tool.deferred';

/** The dog ration and delivery-frequency calculators as a page of their own (SPEC §2 tools). */
export default function Page() {
  const { t } = useI18n();

  const { foods } = useData<Data>();
  return (
    <>
      <h1>{t('rationTool.title')}</h1>
      <p>{t('rationTool.intro')}</p>
      <rationTool.Deferred foods={foods} />
    </>
  );
}
