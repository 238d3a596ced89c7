import type { PetInput } from '@gamelle/domain';
import { Alert, Skeleton } from '@gamelle/ui';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { navigate } from 'vike/client/router';
import { PetForm } from '../../../../components/pets/PetForm';
import { useFeatureGuard } from '../../../../hooks/use-feature-guard';
import { petKeys } from '../../../../hooks/use-pets';
import { keepGuidePet, keptGuidePet } from '../../../../lib/account/guide';
import { PET_ADD_PATH, PETS_PATH, petPath } from '../../../../lib/account/pets';
import { petClient } from '../../../../lib/api/pet-api';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { arrivedWith } from '../../../../lib/page/notices';
import { currentSession, LOGIN_PATH, rememberLoginTarget } from '../../../../lib/session/session';

/**
 * Adding a pet (SPEC §2 `/mon-compte/mes-animaux/ajouter/`): the pet form;
 * saved, the pet's page, with the confirmation at the top. A visitor may fill it too (the route
 * asks no sign-in): the browser keeps the pet, the sign-in saves it to the account and opens its
 * page (as the guide's visitor's pet, `lib/account/guide-kept.ts`); a photo needs the account first.
 */
export function AddPet() {
  const { localHref, t } = useI18n();

  useFeatureGuard('animals');
  const { mutate } = useSWRConfig();
  const [customerUri, setCustomerUri] = useState<string | null | undefined>(undefined);
  // A pet described before signing in that the account refused (30 already…): offered again here.
  const [unsaved, setUnsaved] = useState<PetInput | null>(null);
  useEffect(() => {
    const customer = currentSession()?.customer ?? null;
    setCustomerUri(customer);
    if (customer) setUnsaved(keptGuidePet());
  }, []);
  if (customerUri === undefined) return <Skeleton height="24rem" label={t('account.pets.loadingOne')} />;
  if (customerUri === null) {
    const keep = async (values: PetInput) => {
      keepGuidePet(values);
      // Signed in, the pet is saved and its page opened (`saveKeptGuidePet`).
      rememberLoginTarget(PET_ADD_PATH);
      await navigate(localHref(LOGIN_PATH));
    };
    return (
      <>
        <p>{t('account.pets.anonymousNote')}</p>
        <PetForm
          label={t('account.pets.addTitle')}
          context="guide"
          photo={false}
          submitLabel={t('account.pets.saveAndSignIn')}
          onSave={keep}
          cancel={<a href={localHref('/')}>{t('account.pets.cancel')}</a>}
        />
      </>
    );
  }
  const save = async (values: PetInput) => {
    const saved = await petClient.create(values);
    keepGuidePet(null);
    await mutate(petKeys.one(saved.id), saved, { revalidate: false });
    await mutate(petKeys.list(customerUri));
    await navigate(localHref(petPath(saved.id)));
    arrivedWith({ tone: 'positive', text: t('account.pets.saved', { name: saved.name }) });
  };
  return (
    <>
      {unsaved ? <Alert tone="critical">{t('account.pets.keptNotSaved', { name: unsaved.name })}</Alert> : null}
      <PetForm
        key={unsaved ? 'kept' : 'new'}
        pet={(unsaved ?? undefined) as never}
        label={t('account.pets.addTitle')}
        onSave={save}
        cancel={<a href={PETS_PATH}>{t('account.pets.cancel')}</a>}
      />
    </>
  );
}
