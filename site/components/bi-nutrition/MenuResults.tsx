import { ApiError, type CatMenu } from '@gamelle/api-client';
import { Alert, Button, Skeleton } from '@gamelle/ui';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useFeatureGuard } from '../../hooks/use-feature-guard';
import { useShellPet } from '../../hooks/use-pets';
import {
  type MenuVariant,
  menuChoiceOfSearch,
  menuGuidePath,
  menuPetOfPath,
  menuProfileOf,
  refusalMessages,
} from '../../lib/account/bi-nutrition';
import { biNutritionClient } from '../../lib/api/bi-nutrition-api';
import { useI18n } from '../../lib/i18n/i18n-context';

import * as tables from '../../styles/table.css';
import * as styles from '../pets/Pets.css';
import { FoodCard } from '../tools/FoodCard';
import * as cards from '../tools/FoodCard.css';
import { MenuPetProblem } from './MenuPetProblem';

/** « Recevoir ce menu par e-mail »: the bi-nutrition request of SPEC §3, once per click. */
function SendMenu({ animal, menu }: { animal: string; menu: CatMenu }) {
  const { t } = useI18n();

  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [problem, setProblem] = useState<string>('');
  const send = async () => {
    if (status === 'sending') return;
    setProblem('');
    setStatus('sending');
    try {
      await biNutritionClient.request(animal, {
        kibble: menu.kibble.sku,
        recipes: menu.recipes.map((recipe) => recipe.sku),
        frequency: menu.frequency,
        meals: menu.meals,
      });
      setStatus('sent');
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 429 ? error.message : refusalMessages(error).join(' '));
      setStatus('failed');
    }
  };
  return (
    <div className={styles.stack}>
      <Button tone="secondary" pending={status === 'sending'} onClick={() => void send()}>
        {t('menu.send')}
      </Button>
      <div role="status">{status === 'sent' ? <p>{t('menu.sent')}</p> : null}</div>
      {status === 'failed' ? <Alert tone="critical">{problem}</Alert> : null}
    </div>
  );
}

/**
 * A cat's menu (SPEC §2 `/guide-bi-nutrition/{animal}/recommandations/` and the short menu's):
 * the kibble and the wet recipes chosen, what to serve on a day with wet food
 * and on the others, to the gram, and each meal's share; each food ready for the cart; the menu
 * sent by e-mail on request (SPEC §3). The choice is in the address; the figures are the content
 * system's, from the cat's record. A refusal of SPEC §8 says why, with the way back to the guide.
 */
export function MenuResults({ variant }: { variant: MenuVariant }) {
  const { t } = useI18n();

  useFeatureGuard('guide-bi-nutrition-entrance', '/');
  const { pet, missing, failed } = useShellPet(menuPetOfPath);
  const [choice, setChoice] = useState<ReturnType<typeof menuChoiceOfSearch> | undefined>(undefined);
  useEffect(() => setChoice(menuChoiceOfSearch(window.location.search)), []);
  const { data: menu, error } = useSWR(
    pet && choice ? ['bi-nutrition-menu', menuProfileOf(pet), choice] : null,
    () => biNutritionClient.menu(menuProfileOf(pet as NonNullable<typeof pet>), choice as NonNullable<typeof choice>),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  if (missing || failed) {
    return <MenuPetProblem variant={variant} missing={missing} />;
  }
  if (!pet || choice === undefined) return <Skeleton height="16rem" label={t('menu.computing')} />;
  const again = (
    <p>
      <a href={menuGuidePath(variant, pet.id)}>{t('menu.again', { name: pet.name })}</a>
    </p>
  );
  if (choice === null) {
    return (
      <>
        <Alert tone="info">{t('menu.noChoice')}</Alert>
        {again}
      </>
    );
  }
  if (error) {
    return (
      <>
        <Alert tone="critical">
          {refusalMessages(error).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
        {again}
      </>
    );
  }
  if (!menu) return <Skeleton height="16rem" label={t('menu.computing')} />;
  const everyDay = menu.wetDaysPerWeek === 7;
  return (
    <div className={cards.results}>
      <p>{t('menu.kcal', { name: pet.name, kcal: menu.kcalPerDay })}</p>
      <section aria-labelledby="menu-jours" className={cards.section}>
        <h2 id="menu-jours">{t('menu.daysTitle', { name: pet.name })}</h2>
        <table className={tables.table}>
          <caption>{t('menu.tableCaption', { meals: menu.meals })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('menu.day')}</th>
              <th scope="col">{t('menu.wet')}</th>
              <th scope="col">{t('menu.kibbleColumn')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{everyDay ? t('menu.everyDay') : t('menu.wetDays')}</th>
              <td>{t('menu.grams', { grams: menu.wetGramsPerWetDay })}</td>
              <td>
                {t('menu.kibbleGrams', {
                  grams: menu.kibbleGramsOnWetDay,
                  meals: menu.meals,
                  perMeal: menu.kibbleGramsPerMealOnWetDay,
                })}
              </td>
            </tr>
            {everyDay ? null : (
              <tr>
                <th scope="row">{t('menu.otherDays')}</th>
                <td>{t('menu.none')}</td>
                <td>
                  {t('menu.kibbleGrams', {
                    grams: menu.kibbleGramsOnOtherDay,
                    meals: menu.meals,
                    perMeal: menu.kibbleGramsPerMealOnOtherDay,
                  })}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        <p>{t('menu.transition')}</p>
      </section>
      <section aria-labelledby="menu-aliments" className={cards.section}>
        <h2 id="menu-aliments">{t('menu.foodsTitle')}</h2>
        <ul className={cards.grid}>
          <li>
            <FoodCard product={menu.kibble} role={t('menu.kibbleRole')} source="menu-bi-nutrition" />
          </li>
          {menu.recipes.map((recipe) => (
            <li key={recipe.sku}>
              <FoodCard product={recipe} role={t('menu.recipeRole')} source="menu-bi-nutrition" />
            </li>
          ))}
        </ul>
      </section>
      <SendMenu animal={pet['@id']} menu={menu} />
      {again}
    </div>
  );
}
