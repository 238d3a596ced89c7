import type { PetInput } from '@gamelle/domain';
import { Alert, Skeleton } from '@gamelle/ui';
import { useSWRConfig } from 'swr';
import { navigate } from 'vike/client/router';
import { PetForm } from '../../../../../components/pets/PetForm';
import * as styles from '../../../../../components/pets/Pets.css';
import { useFeatureGuard } from '../../../../../hooks/use-feature-guard';
import { petKeys, useShellPet } from '../../../../../hooks/use-pets';
import { PETS_PATH, petIdOfPath, petPath } from '../../../../../lib/account/pets';
import { petClient } from '../../../../../lib/api/pet-api';
import { useI18n } from '../../../../../lib/i18n/i18n-context';
import { arrivedWith } from '../../../../../lib/page/notices';

/**
 * Editing a pet (SPEC §2 `/mon-compte/mes-animaux/{animal}/modifier/`): its form
 * filled with its answers; saved, back to its page with the confirmation. Another customer's pet,
 * or none, is not found.
 */
export function EditPet() {
  const { localHref, t } = useI18n();

  useFeatureGuard('animals');
  const { customerUri, pet, missing, failed } = useShellPet(petIdOfPath);
  const { mutate } = useSWRConfig();
  if (missing || failed) {
    return (
      <div className={styles.stack}>
        <Alert tone="critical">{missing ? t('account.pets.notFound') : t('account.pets.error')}</Alert>
        <p>
          <a href={PETS_PATH}>{t('account.pets.back')}</a>
        </p>
      </div>
    );
  }
  if (!pet) return <Skeleton height="24rem" label={t('account.pets.loadingOne')} />;
  const save = async (values: PetInput) => {
    const saved = await petClient.update(pet.id, values);
    await mutate(petKeys.one(saved.id), saved, { revalidate: false });
    if (customerUri) await mutate(petKeys.list(customerUri));
    await navigate(localHref(petPath(saved.id)));
    arrivedWith({ tone: 'positive', text: t('account.pets.saved', { name: saved.name }) });
  };
  return (
    <PetForm
      pet={pet}
      label={t('account.pets.editTitle', { name: pet.name })}
      onSave={save}
      cancel={<a href={petPath(pet.id)}>{t('account.pets.cancel')}</a>}
    />
  );
}
