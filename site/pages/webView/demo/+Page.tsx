import { t } from '../../../lib/i18n';
import { demo } from './demo.deferred';

/** SPEC §2 `/webView/demo/`: the embedded view shown framed, as the mobile app shows it. */
export default function Page() {
  return (
    <>
      <h1>{t('webView.demo.title')}</h1>
      <p>{t('webView.demo.intro')}</p>
      <demo.Deferred />
    </>
  );
}
