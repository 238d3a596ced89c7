import { Alert, Skeleton } from '@gamelle/ui';
import { PetAvatar } from '../../../../components/pets/PetAvatar';
import * as styles from '../../../../components/pets/Pets.css';
import { useFeatureGuard } from '../../../../hooks/use-feature-guard';
import { usePets } from '../../../../hooks/use-pets';
import { useSignedInCustomer } from '../../../../hooks/use-signed-in';
import { ageLabel, kindLabel, PET_ADD_PATH, petPath } from '../../../../lib/account/pets';
import { useI18n } from '../../../../lib/i18n/i18n-context';

/**
 * The customer's pets (SPEC §2 `/mon-compte/mes-animaux/`): a card for each
 * with its photo, kind, breed, age and weight, leading to its page; with none, the invitation to
 * present one (SPEC §2 "with none, the user is invited to fill a form").
 */
export function PetsList() {
  const { locale, t } = useI18n();

  useFeatureGuard('animals');
  const customerUri = useSignedInCustomer();
  const { data: pets, error } = usePets(customerUri);
  if (error && !pets) return <Alert tone="critical">{t('account.pets.error')}</Alert>;
  if (!pets) return <Skeleton height="10rem" label={t('account.pets.loading')} />;
  if (pets.length === 0) {
    return (
      <div className={styles.stack}>
        <p>{t('account.pets.empty')}</p>
        <p>
          <a href={PET_ADD_PATH}>{t('account.pets.emptyAction')}</a>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <ul className={styles.list}>
        {pets.map((pet) => (
          <li key={pet.id} className={styles.card}>
            <PetAvatar pet={pet} decorative />
            <div>
              <h2 className={styles.cardTitle}>
                <a href={petPath(pet.id)} aria-label={t('account.pets.see', { name: pet.name })}>
                  {pet.name}
                </a>
              </h2>
              <p>
                {t('account.pets.summary', {
                  kind: kindLabel(pet, locale),
                  breed: pet.breed,
                  age: ageLabel(pet.ageInMonths, locale),
                  weight: String(pet.weight).replace('.', ','),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <a href={PET_ADD_PATH}>{t('account.pets.add')}</a>
      </p>
    </div>
  );
}
