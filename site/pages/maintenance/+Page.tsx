import { useI18n } from '../../lib/i18n/i18n-context';

/** SPEC §2 `/maintenance/`: where a maintenance-listed part of the site sends visitors. */
export default function Page() {
  const { localHref, t, tRich } = useI18n();

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
