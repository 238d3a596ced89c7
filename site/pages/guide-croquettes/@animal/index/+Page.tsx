import { useI18n } from '../../../../lib/i18n/i18n-context';

import { guidePetSteps } from './guide-pet.deferred';

/** SPEC §2 `/guide-croquettes/{animal}/` (feature guide-entrance): the guide for a pet of the account. */
export default function Page() {
  const { t } = useI18n();

  return (
    <>
      <h1 tabIndex={-1}>{t('guide.petPageTitle')}</h1>
      <guidePetSteps.Deferred />
    </>
  );
}
