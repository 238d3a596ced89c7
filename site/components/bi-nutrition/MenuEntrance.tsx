import { ANIMAL_TYPE_IRIS } from '@gamelle/domain';
import { Alert, Skeleton } from '@gamelle/ui';
import { useEffect, useState } from 'react';
import { useFeatureGuard } from '../../hooks/use-feature-guard';
import { usePets } from '../../hooks/use-pets';
import { ENTRANCE_PATHS, type MenuVariant, menuGuidePath } from '../../lib/account/bi-nutrition';
import { PET_ADD_PATH } from '../../lib/account/pets';
import { useI18n } from '../../lib/i18n/i18n-context';
import { currentSession, LOGIN_PATH, rememberLoginTarget } from '../../lib/session/session';
import * as styles from '../pets/Pets.css';

/**
 * A cat menu's entrance (SPEC §2 `/userGuide/guide-nutrition-full/` and `-short/`): the
 * account's cats to choose from. A menu is made for a cat of an account (it is e-mailed to
 * its owner): a visitor is asked to sign in first; an account without a cat is invited to present
 * one (guard `guide-bi-nutrition-no-animal`), a dog's owner told the menu is for cats.
 */
export function MenuEntrance({ variant }: { variant: MenuVariant }) {
  const { t } = useI18n();

  useFeatureGuard('guide-bi-nutrition-entrance', '/');
  const [customer, setCustomer] = useState<string | null | undefined>(undefined);
  useEffect(() => setCustomer(currentSession()?.customer ?? null), []);
  const { data: pets, error } = usePets(customer ?? null);

  if (customer === undefined) return <Skeleton height="8rem" label={t('menu.loading')} />;
  if (customer === null) {
    return (
      <div className={styles.stack}>
        <p>{t('menu.signInFirst')}</p>
        <p>
          <a href={LOGIN_PATH} onClick={() => rememberLoginTarget(ENTRANCE_PATHS[variant])}>
            {t('menu.signIn')}
          </a>
        </p>
      </div>
    );
  }
  if (error && !pets) return <Alert tone="critical">{t('menu.petsError')}</Alert>;
  if (!pets) return <Skeleton height="8rem" label={t('menu.loading')} />;
  const cats = pets.filter((pet) => pet.type === ANIMAL_TYPE_IRIS.cat);
  if (cats.length === 0) {
    return (
      <div className={styles.stack}>
        {pets.length > 0 ? <p>{t('menu.catsOnly')}</p> : null}
        <p>{t('menu.noCat')}</p>
        <p>
          <a href={PET_ADD_PATH}>{t('menu.addCat')}</a>
        </p>
      </div>
    );
  }
  return (
    <nav aria-labelledby="menu-choix" className={styles.stack}>
      <h2 id="menu-choix">{t('menu.choose')}</h2>
      <ul className={styles.list}>
        {cats.map((cat) => (
          <li key={cat.id}>
            <a href={menuGuidePath(variant, cat.id)}>{t('menu.forCat', { name: cat.name })}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
