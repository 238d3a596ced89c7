import type { SavedPet } from '@gamelle/api-client';
import { ACTIVITY_LEVELS, ANIMAL_GENDER_IRIS, ANIMAL_TYPE_IRIS, BODY_CONDITIONS, PET_FEEDS } from '@gamelle/domain';
import { Alert, Button, Dialog, DialogClose, Skeleton } from '@gamelle/ui';
import { Fragment, useState } from 'react';
import { useSWRConfig } from 'swr';
import { navigate } from 'vike/client/router';
import { formatDate } from '../../../../../components/account/OrderFacts';
import * as orderStyles from '../../../../../components/account/Orders.css';
import { PetAvatar } from '../../../../../components/pets/PetAvatar';
import * as styles from '../../../../../components/pets/Pets.css';
import { useFeatureGuard, useFeatures } from '../../../../../hooks/use-feature-guard';
import { petKeys, useShellPet } from '../../../../../hooks/use-pets';
import { menuGuidePath } from '../../../../../lib/account/bi-nutrition';
import { ageLabel, kindLabel, PETS_PATH, petEditPath, petIdOfPath } from '../../../../../lib/account/pets';
import { petClient } from '../../../../../lib/api/pet-api';
import { useI18n } from '../../../../../lib/i18n/i18n-context';
import { arrivedWith } from '../../../../../lib/page/notices';

/** What the form's answers mean, as a shopper reads them. */
function Facts({ pet }: { pet: SavedPet }) {
  const { locale, t } = useI18n();

  const yes = (value: boolean) => (value ? t('account.pets.fields.yes') : t('account.pets.fields.no'));
  const rows: [string, string][] = [
    [
      t('account.pets.facts.gender'),
      pet.gender === ANIMAL_GENDER_IRIS.male ? t('account.pets.male') : t('account.pets.female'),
    ],
    [t('account.pets.facts.breed'), pet.crossbreed ? t('account.pets.crossbreed', { breed: pet.breed }) : pet.breed],
    [t('account.pets.facts.age'), ageLabel(pet.ageInMonths, locale)],
    ...(pet.birthday.in_date
      ? ([[t('account.pets.facts.birthday'), formatDate(pet.birthday.birthday, locale)]] as [string, string][])
      : []),
    [t('account.pets.facts.weight'), t('account.pets.kg', { weight: String(pet.weight).replace('.', ',') })],
    [t('account.pets.facts.condition'), BODY_CONDITIONS.find((c) => c.id === pet.condition)?.label ?? '—'],
    [t('account.pets.facts.activity'), ACTIVITY_LEVELS.find((a) => a.id === pet.activity)?.label ?? '—'],
    [t('account.pets.facts.sterilized'), yes(pet.sterilized)],
    [t('account.pets.facts.feature'), pet.feature.hasFeature ? pet.feature.value : t('account.pets.facts.none')],
    [
      t('account.pets.facts.feeds'),
      pet.feeds.map((code) => PET_FEEDS.find((feed) => feed.code === code)?.label ?? code).join(', '),
    ],
    [t('account.pets.facts.kibbleBrand'), pet.kibbleBrand],
    ...(pet.oldKibbleBrand
      ? ([[t('account.pets.facts.oldKibbleBrand'), pet.oldKibbleBrand]] as [string, string][])
      : []),
  ];
  return (
    <dl className={orderStyles.facts}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={orderStyles.term}>{term}</dt>
          <dd className={orderStyles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * One pet (SPEC §2 `/mon-compte/mes-animaux/{animal}/`): its photo and every
 * answer of its form, the way to edit it and to delete it (confirmed in a dialog). Another
 * customer's pet, or none, is not found.
 */
export function PetView() {
  const { locale, localHref, t } = useI18n();

  useFeatureGuard('animals');
  const isOn = useFeatures();
  const { customerUri, pet, missing, failed } = useShellPet(petIdOfPath);
  const { mutate } = useSWRConfig();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
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
  if (!pet) return <Skeleton height="20rem" label={t('account.pets.loadingOne')} />;

  const remove = async () => {
    if (deleting) return;
    setFailure(null);
    setDeleting(true);
    try {
      await petClient.remove(pet.id);
    } catch {
      setFailure(t('account.pets.deleteError'));
      setDeleting(false);
      return;
    }
    setConfirmOpen(false);
    if (customerUri) await mutate(petKeys.list(customerUri));
    await navigate(localHref(PETS_PATH));
    arrivedWith({ tone: 'positive', text: t('account.pets.deleted', { name: pet.name }) });
  };

  return (
    <div className={styles.stack}>
      <PetAvatar pet={pet} large />
      <h2 className={styles.cardTitle}>
        {pet.name} · {kindLabel(pet, locale)}
      </h2>
      <Facts pet={pet} />
      <p>
        <a href={petEditPath(pet.id)}>{t('account.pets.edit')}</a>
      </p>
      {pet.type === ANIMAL_TYPE_IRIS.cat && isOn('guide-bi-nutrition-entrance') ? (
        <p>
          <a href={menuGuidePath('short', pet.id)}>{t('menu.composeFor', { name: pet.name })}</a>
        </p>
      ) : null}
      <Dialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        trigger={<Button tone="secondary">{t('account.pets.delete')}</Button>}
        title={t('account.pets.deleteTitle', { name: pet.name })}
        description={t('account.pets.deleteText')}
        closeLabel={t('account.pets.cancel')}
        footer={
          <>
            <DialogClose asChild>
              <Button tone="secondary">{t('account.pets.cancel')}</Button>
            </DialogClose>
            <Button tone="critical" pending={deleting} onClick={() => void remove()}>
              {t('account.pets.deleteConfirm')}
            </Button>
          </>
        }
      >
        {failure ? <Alert tone="critical">{failure}</Alert> : null}
      </Dialog>
      <p>
        <a href={PETS_PATH}>{t('account.pets.back')}</a>
      </p>
    </div>
  );
}
