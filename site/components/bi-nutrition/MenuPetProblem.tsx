import { Alert } from '@gamelle/ui';
import { ENTRANCE_PATHS, type MenuVariant } from '../../lib/account/bi-nutrition';
import { useI18n } from '../../lib/i18n/i18n-context';

/** A cat not found in the account (another's is a 404), or the pets unreadable: the way back. */
export function MenuPetProblem({ variant, missing }: { variant: MenuVariant; missing: boolean }) {
  const { t } = useI18n();

  return (
    <>
      <Alert tone="critical">{missing ? t('menu.notFound') : t('menu.petsError')}</Alert>
      <p>
        <a href={ENTRANCE_PATHS[variant]}>{t('menu.backToEntrance')}</a>
      </p>
    </>
  );
}
