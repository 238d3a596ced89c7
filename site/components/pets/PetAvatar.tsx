import type { SavedPet } from '@gamelle/api-client';
import { photoThumbnail } from '../../lib/account/pets';
import { useI18n } from '../../lib/i18n/i18n-context';
import * as styles from './Pets.css';

/** A pet's photo in a circle, or its initial when it has none; `decorative` beside its name (no alt to repeat it). */
export function PetAvatar({
  pet,
  large = false,
  decorative = false,
}: {
  pet: Pick<SavedPet, 'name' | 'photo'>;
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
  return (
    <span className={large ? styles.bigPhoto : styles.photo} aria-hidden="true">
      {pet.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
