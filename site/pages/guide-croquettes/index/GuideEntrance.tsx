import { Alert, Skeleton } from '@gamelle/ui';
import { useEffect, useState } from 'react';
import * as styles from '../../../components/pets/Pets.css';
import { useFeatureGuard } from '../../../hooks/use-feature-guard';
import { usePets } from '../../../hooks/use-pets';
import { GUIDE_NEW_PATH, guidePath, guideResultsPath, keptGuidePet } from '../../../lib/account/guide';
import { kindLabel } from '../../../lib/account/pets';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { currentSession } from '../../../lib/session/session';

/**
 * The guide's entrance (SPEC §2 `/guide-croquettes/`): the pets to choose from —
 * the account's, or the one this browser keeps for a visitor — and another one. With none, the
 * guard `no-animal-to-create-one` takes the shopper to describe one (`nouveau/`).
 */
export function GuideEntrance() {
  const { locale, localHref, t } = useI18n();

  useFeatureGuard('guide-entrance', '/');
  const [who, setWho] = useState<{ customer: string | null; kept: string | null } | null>(null);
  useEffect(() => {
    setWho({ customer: currentSession()?.customer ?? null, kept: keptGuidePet()?.name ?? null });
  }, []);
  const { data: pets, error } = usePets(who?.customer ?? null);
  const none = who !== null && (who.customer ? pets?.length === 0 : who.kept === null);
  useEffect(() => {
    if (none) window.location.replace(localHref(GUIDE_NEW_PATH));
  }, [none, localHref]);

  if (error && !pets) return <Alert tone="critical">{t('guide.error')}</Alert>;
  if (!who || none || (who.customer && !pets)) return <Skeleton height="8rem" label={t('guide.loading')} />;
  return (
    <nav aria-labelledby="guide-choix" className={styles.stack}>
      <h2 id="guide-choix">{t('guide.choose')}</h2>
      <ul className={styles.list}>
        {who.customer
          ? (pets ?? []).map((pet) => (
              <li key={pet.id}>
                <a href={guidePath(pet.id)}>
                  {t('guide.forPet', { name: pet.name })} ({kindLabel(pet, locale).toLowerCase()})
                </a>
              </li>
            ))
          : null}
        {!who.customer && who.kept ? (
          <li>
            <a href={guideResultsPath('nouveau')}>{t('guide.keptPet', { name: who.kept })}</a>
          </li>
        ) : null}
        <li>
          <a href={GUIDE_NEW_PATH}>{t('guide.another')}</a>
        </li>
      </ul>
    </nav>
  );
}
