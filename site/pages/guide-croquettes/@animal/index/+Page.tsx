import { t } from '../../../../lib/i18n';
import { guidePetSteps } from './guide-pet.deferred';

/** SPEC §2 `/guide-croquettes/{animal}/` (feature guide-entrance): the guide for a pet of the account. */
export default function Page() {
  return (
    <>
      <h1 tabIndex={-1}>{t('guide.petPageTitle')}</h1>
      <guidePetSteps.Deferred />
    </>
  );
}
