import type { PetInput } from '@gamelle/domain';
import { Alert, Skeleton } from '@gamelle/ui';
import { useSWRConfig } from 'swr';
import { navigate } from 'vike/client/router';
import { PetForm } from '../../../../components/pets/PetForm';
import { useFeatureGuard } from '../../../../hooks/use-feature-guard';
import { petKeys, useShellPet } from '../../../../hooks/use-pets';
import { GUIDE_PATH, guidePet, guideResultsPath } from '../../../../lib/account/guide';
import { petClient } from '../../../../lib/api/pet-api';
import { useI18n } from '../../../../lib/i18n/i18n-context';

/**
 * The guide for a pet of the account (SPEC §2 `/guide-croquettes/{animal}/`):
 * its description in three steps, as it is today (a puppy grows, a dog slims down), saved to its
 * record, then its recommendations. Another customer's pet is not found.
 */
export function GuidePetSteps() {
  const { localHref, t } = useI18n();

  useFeatureGuard('guide-entrance', '/');
  const { pet, missing, failed } = useShellPet(guidePet);
  const { mutate } = useSWRConfig();
  if (missing || failed) {
    return (
      <>
        <Alert tone="critical">{missing ? t('guide.notFound') : t('guide.error')}</Alert>
        <p>
          <a href={GUIDE_PATH}>{t('guide.title')}</a>
        </p>
      </>
    );
  }
  if (!pet) return <Skeleton height="20rem" label={t('guide.loading')} />;
  const save = async (values: PetInput) => {
    const saved = await petClient.update(pet.id, values);
    await mutate(petKeys.one(saved.id), saved, { revalidate: false });
    await navigate(localHref(guideResultsPath(saved.id)));
  };
  return (
    <>
      <p>
        <strong>{t('guide.petTitle', { name: pet.name })}</strong>
      </p>
      <PetForm
        pet={pet}
        label={t('guide.formLabel')}
        context="guide"
        stepped
        photo={false}
        submitLabel={t('guide.submit')}
        onSave={save}
        cancel={<a href={GUIDE_PATH}>{t('account.pets.cancel')}</a>}
      />
    </>
  );
}
