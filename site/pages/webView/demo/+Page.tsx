import { useI18n } from '../../../lib/i18n/i18n-context';

import { demo } from './demo.deferred';

/** SPEC §2 `/webView/demo/`: the embedded view shown framed, as the mobile app shows it. */
export default function Page() {
  const { t } = useI18n();

  return (
    <>
      <h1>{t('webView.demo.title')}</h1>
      <p>{t('webView.demo.intro')}</p>
      <demo.Deferred />
    </>
  );
}
