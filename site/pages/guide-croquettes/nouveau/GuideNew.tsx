import type { PetInput } from '@gamelle/domain';
import { href } from '@gamelle/domain';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { navigate } from 'vike/client/router';
import { PetForm } from '../../../components/pets/PetForm';
import { useFeatureGuard } from '../../../hooks/use-feature-guard';
import { petKeys } from '../../../hooks/use-pets';
import { guideResultsPath, keepGuidePet, keptGuidePet } from '../../../lib/account/guide';
import { petClient } from '../../../lib/api/pet-api';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { currentSession } from '../../../lib/session/session';

/**
 * The guide for a new pet (SPEC §2 `/guide-croquettes/nouveau/`): the pet's
 * form in three steps (profile, shape, diet; the guide's weight bound, below 100 kg), then its
 * recommendations. Signed in, the pet joins the account; otherwise the browser keeps it until
 * the visitor signs in (no account needed to be advised).
 */
export function GuideNew() {
  const { localHref, t } = useI18n();

  useFeatureGuard('guide-entrance', '/');
  const { mutate } = useSWRConfig();
  const [start, setStart] = useState<{ customer: string | null; kept: PetInput | null } | null>(null);
  useEffect(() => {
    const customer = currentSession()?.customer ?? null;
    // A visitor's pet is theirs alone: not offered to whoever is signed in.
    setStart({ customer, kept: customer ? null : keptGuidePet() });
  }, []);
  if (!start) return null;
  const save = async (values: PetInput) => {
    if (start.customer) {
      const saved = await petClient.create(values);
      keepGuidePet(null);
      await mutate(petKeys.list(start.customer));
      await navigate(localHref(guideResultsPath(saved.id)));
      return;
    }
    keepGuidePet(values);
    await navigate(localHref(guideResultsPath('nouveau')));
  };
  return (
    <>
      {start.customer ? null : <p>{t('guide.anonymousNote')}</p>}
      <PetForm
        pet={(start.kept ?? undefined) as never}
        label={t('guide.formLabel')}
        context="guide"
        stepped
        photo={Boolean(start.customer)}
        submitLabel={t('guide.submit')}
        onSave={save}
        cancel={<a href={start.customer ? href.account() : href.home()}>{t('account.pets.cancel')}</a>}
      />
    </>
  );
}
