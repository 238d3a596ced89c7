import type { PetInput } from '@gamelle/domain';
import { Skeleton } from '@gamelle/ui';
import { useSWRConfig } from 'swr';
import { navigate } from 'vike/client/router';
import { PetForm } from '../../../../components/pets/PetForm';
import { useFeatureGuard } from '../../../../hooks/use-feature-guard';
import { petKeys } from '../../../../hooks/use-pets';
import { useSignedInCustomer } from '../../../../hooks/use-signed-in';
import { t } from '../../../../lib/i18n';
import { arrivedWith } from '../../../../lib/notices';
import { petClient } from '../../../../lib/pet-api';
import { PETS_PATH, petPath } from '../../../../lib/pets';

/**
 * Adding a pet (SPEC §2 `/mon-compte/mes-animaux/ajouter/`, issue 25 item 1): the pet form;
 * saved, the pet's page, with the confirmation at the top. The shopper signs in first.
 */
export function AddPet() {
  useFeatureGuard('animals');
  const customerUri = useSignedInCustomer();
  const { mutate } = useSWRConfig();
  if (!customerUri) return <Skeleton height="24rem" label={t('account.pets.loadingOne')} />;
  const save = async (values: PetInput) => {
    const saved = await petClient.create(values);
    await mutate(petKeys.one(saved.id), saved, { revalidate: false });
    await mutate(petKeys.list(customerUri));
    await navigate(petPath(saved.id));
    arrivedWith({ tone: 'positive', text: t('account.pets.saved', { name: saved.name }) });
  };
  return (
    <PetForm
      label={t('account.pets.addTitle')}
      onSave={save}
      cancel={<a href={PETS_PATH}>{t('account.pets.cancel')}</a>}
    />
  );
}
