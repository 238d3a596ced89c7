import { t, tRich } from '../../lib/i18n';
import { localHref } from '../../lib/locale';

/** SPEC §2 `/maintenance/`: where a maintenance-listed part of the site sends visitors. */
export default function Page() {
  return (
    <>
      <h1>{t('title.maintenance')}</h1>
      <p>{t('maintenance.text')}</p>
      <p>
        {tRich('maintenance.links', {
          dog: (chunks) => <a href={localHref('/chien/')}>{chunks}</a>,
          cat: (chunks) => <a href={localHref('/chat/')}>{chunks}</a>,
        })}
      </p>
    </>
  );
}
