import type { SavedPet } from '@gamelle/api-client';
import { ANIMAL_TYPE_IRIS } from '@gamelle/domain';
import { photoThumbnail } from '../../lib/account/pets';
import { useI18n } from '../../lib/i18n/i18n-context';
import { CatHead, DogHead } from '../illustrations/animals';
import * as styles from './Pets.css';

/**
 * A pet's photo in a circle, or — without one — a drawing of a dog's or a cat's head (its initial
 * for a pet of no known kind); `decorative` beside its name (no alt to repeat it).
 */
export function PetAvatar({
  pet,
  large = false,
  decorative = false,
}: {
  pet: Pick<SavedPet, 'name' | 'photo'> & Partial<Pick<SavedPet, 'type'>>;
  large?: boolean;
  decorative?: boolean;
}) {
  const { t } = useI18n();

  const size = large ? 256 : 128;
  if (pet.photo) {
    return (
      <img
        className={large ? styles.bigPhoto : styles.photo}
        src={photoThumbnail(pet.photo, size)}
        alt={decorative ? '' : t('account.pets.photoOf', { name: pet.name })}
        width={size / 2}
        height={size / 2}
      />
    );
  }
  const Head = pet.type === ANIMAL_TYPE_IRIS.cat ? CatHead : pet.type === ANIMAL_TYPE_IRIS.dog ? DogHead : null;
  return (
    <span className={large ? styles.bigPhoto : styles.photo} aria-hidden="true">
      {Head ? <Head className={styles.drawing} /> : pet.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
