import { ApiError, type MenuFood, type SavedPet } from '@gamelle/api-client';
import type { Locale } from '@gamelle/domain';
import {
  BI_NUTRITION_MEALS,
  BI_NUTRITION_MESSAGES,
  type BiNutritionFrequency,
  BODY_CONDITIONS,
  biNutritionKibbleReasons,
  biNutritionPetReasons,
  type PetInput,
  petFormSchema,
} from '@gamelle/domain';
import { Alert, Button, Choices, FormButtons, Skeleton, TextField, Toggle } from '@gamelle/ui';
import { Form } from '@gamelle/ui/form';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { navigate } from 'vike/client/router';
import { z } from 'zod';
import { useFeatureGuard } from '../../hooks/use-feature-guard';
import { petKeys, useShellPet } from '../../hooks/use-pets';
import {
  ENTRANCE_PATHS,
  type MenuVariant,
  menuPetOfPath,
  menuProfileOf,
  menuResultsPath,
  reasonMessages,
  refusalMessages,
} from '../../lib/account/bi-nutrition';
import { ageLabel, petEditPath, petFormValues } from '../../lib/account/pets';
import { biNutritionClient } from '../../lib/api/bi-nutrition-api';
import { petClient } from '../../lib/api/pet-api';
import { i18nOf, translate } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import * as styles from '../pets/Pets.css';
import { MenuPetProblem } from './MenuPetProblem';

/** SPEC §2: the full menu in 5 steps (profile, meals, selection, ration, result), the short one in 4. */
const STEPS: Record<MenuVariant, readonly ('profile' | 'meals' | 'selection' | 'ration')[]> = {
  full: ['profile', 'meals', 'selection', 'ration'],
  short: ['profile', 'selection', 'ration'],
};

interface Chosen {
  kibble: string;
  recipes: string[];
  frequency: BiNutritionFrequency | '';
  meals: number;
}

/** A refusal of SPEC §8 under the field it concerns, as the server's are (the kit's Form shows it). */
const refusal = (field: string, message: string) =>
  new ApiError(message, 422, null, [{ propertyPath: field, message, code: 'server' }]);

/** The foods' choices: each name, with what the kibble is for (a kitten, an adult, every age). */
const foodChoices = (foods: readonly MenuFood[], stage: boolean, locale: Locale) =>
  foods.map((food) => ({
    value: food.sku,
    label: food.name,
    description: stage ? translate(locale, `menu.stage.${food.kibbleStage}`) : undefined,
  }));

/**
 * A cat's menu, step by step (SPEC §2 `/guide-bi-nutrition/{animal}/` in 5 steps and
 * `/mini-guide-bi-nutrition/{animal}/` in 4): its profile as it is today (saved
 * to its record, the cat form's weight rule), its kibble and meals, the wet recipes (at most the
 * configured number), then the day's split at each frequency; the results page shows the menu.
 * Each incompatibility of SPEC §8 is said where it arises: the pet's at the profile, the kibble's
 * under the kibble.
 */
export function MenuSteps({ variant }: { variant: MenuVariant }) {
  const { localHref, t } = useI18n();

  useFeatureGuard('guide-bi-nutrition-entrance', '/');
  const { customerUri, pet, missing, failed } = useShellPet(menuPetOfPath);
  const [saved, setSaved] = useState<SavedPet | null>(null);
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<Chosen>({
    kibble: '',
    recipes: [],
    frequency: '',
    meals: BI_NUTRITION_MEALS.default,
  });
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Each new step's title takes the focus, as a new page's would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves on each new step
  useEffect(() => {
    if (moved.current) title.current?.focus();
  }, [step]);
  const {
    data: foods,
    error: foodsError,
    mutate: reloadFoods,
  } = useSWR(pet ? 'bi-nutrition-foods' : null, () => biNutritionClient.foods(), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  if (missing || failed) {
    return <MenuPetProblem variant={variant} missing={missing} />;
  }
  if (!pet) return <Skeleton height="20rem" label={t('menu.loading')} />;
  const cat = saved ?? pet;
  const steps = STEPS[variant];
  const current = steps[step] ?? 'profile';
  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const back =
    step > 0 ? (
      <Button tone="secondary" onClick={() => go(step - 1)}>
        {t('account.pets.parts.back')}
      </Button>
    ) : (
      <a href={ENTRANCE_PATHS[variant]}>{t('account.pets.cancel')}</a>
    );

  let body: ReactNode;
  if (current === 'profile') {
    body = (
      <ProfileStep
        pet={cat}
        customerUri={customerUri}
        back={back}
        onDone={(updated) => {
          setSaved(updated);
          go(step + 1);
        }}
      />
    );
  } else if (!foods) {
    body = foodsError ? (
      <div className={styles.stack}>
        <Alert tone="critical">{BI_NUTRITION_MESSAGES.technical}</Alert>
        <FormButtons>
          {back}
          <Button onClick={() => void reloadFoods()}>{t('menu.retry')}</Button>
        </FormButtons>
      </div>
    ) : (
      <Skeleton height="12rem" label={t('menu.loading')} />
    );
  } else if (current === 'ration') {
    body = (
      <RationStep
        pet={cat}
        chosen={chosen}
        back={back}
        onDone={async (frequency) => {
          const choice = { ...chosen, frequency };
          setChosen(choice);
          await navigate(localHref(menuResultsPath(variant, cat.id, choice)));
        }}
      />
    );
  } else {
    body = (
      <FoodStep
        key={current}
        pet={cat}
        foods={foods}
        chosen={chosen}
        asks={
          current === 'meals'
            ? { kibble: true, meals: true, recipes: false }
            : { kibble: variant === 'short', meals: false, recipes: true }
        }
        back={back}
        onDone={(values) => {
          setChosen({ ...chosen, ...values });
          go(step + 1);
        }}
      />
    );
  }

  return (
    <section aria-labelledby="menu-etape" className={styles.part}>
      <p>
        <strong>{t('menu.forCat', { name: cat.name })}</strong>
      </p>
      <h2 id="menu-etape" tabIndex={-1} ref={title}>
        {t('account.pets.parts.step', {
          step: step + 1,
          count: steps.length + 1,
          title: t(`menu.steps.${current}`),
        })}
      </h2>
      {body}
    </section>
  );
}

/**
 * The profile step: the cat as it is today — weight (the cat form's rule: 1 to 13 kg, below 13),
 * body condition, sterilised, special condition — saved to its record; then the pet's own
 * incompatibilities (SPEC §8: overweight, pathology, a dog, too young).
 */
function ProfileStep({
  pet,
  customerUri,
  back,
  onDone,
}: {
  pet: SavedPet;
  customerUri: string | null;
  back: ReactNode;
  onDone: (pet: SavedPet) => void;
}) {
  const { locale, t } = useI18n();

  const { mutate } = useSWRConfig();
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => petFormSchema(now, 'catBiNutrition'), [now]);
  const [reasons, setReasons] = useState<string[]>([]);
  // SPEC §8 "dog pet": said at once, before any question (the address takes any pet of the account).
  if (menuProfileOf(pet).animal === 'dog') {
    return (
      <div className={styles.stack}>
        <Alert tone="info">{BI_NUTRITION_MESSAGES.dog_pet}</Alert>
        <FormButtons>{back}</FormButtons>
      </div>
    );
  }
  // A record the account form no longer accepts (an older one): completed there first.
  if (!petFormSchema(now, 'account').safeParse(petFormValues(pet)).success) {
    return (
      <div className={styles.stack}>
        <Alert tone="info">{t('menu.incomplete')}</Alert>
        <p>
          <a href={petEditPath(pet.id)}>{t('menu.complete', { name: pet.name })}</a>
        </p>
      </div>
    );
  }
  const yesNo = [
    { value: 'true', label: t('account.pets.fields.yes') },
    { value: 'false', label: t('account.pets.fields.no') },
  ];
  return (
    <Form
      errorTitle
      schema={schema as never}
      form="pet"
      label={t('menu.profileLabel', { name: pet.name })}
      defaultValues={petFormValues(pet) as never}
      onSubmit={async (values: PetInput) => {
        setReasons([]);
        const updated = await petClient.update(pet.id, { ...values, photo: pet.photo });
        await mutate(petKeys.one(updated.id), updated, { revalidate: false });
        if (customerUri) await mutate(petKeys.list(customerUri));
        const found = biNutritionPetReasons({ ...menuProfileOf(updated), type: menuProfileOf(updated).animal });
        if (found.length > 0) {
          setReasons(reasonMessages(found));
          return;
        }
        onDone(updated);
      }}
    >
      {({ register, errorOf, pending, watch }) => (
        <>
          <p>{t('menu.profileIntro', { name: pet.name, age: ageLabel(pet.ageInMonths, locale) })}</p>
          {/* The kit's Alert is an alert: read at once, the focus left on « Continuer » to try again. */}
          {reasons.length > 0 ? (
            <Alert tone="critical">
              {reasons.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </Alert>
          ) : null}
          <TextField
            label={t('account.pets.fields.weight')}
            description={t('menu.weightHelp')}
            inputMode="decimal"
            autoComplete="off"
            suffix="kg"
            {...register('weight')}
            error={errorOf('weight')}
          />
          <Choices
            legend={t('account.pets.fields.condition')}
            options={BODY_CONDITIONS.map((level) => ({ value: String(level.id), label: level.label }))}
            {...register('condition')}
            error={errorOf('condition')}
          />
          <Choices
            legend={t('account.pets.fields.sterilized')}
            options={yesNo}
            {...register('sterilized')}
            error={errorOf('sterilized')}
          />
          <Toggle
            label={t('account.pets.fields.feature')}
            checked={Boolean(watch('feature.hasFeature' as never))}
            {...register('feature.hasFeature' as never)}
          />
          {watch('feature.hasFeature' as never) ? (
            <TextField
              label={t('account.pets.fields.featureValue')}
              autoComplete="off"
              {...register('feature.value' as never)}
              error={errorOf('feature.value')}
            />
          ) : null}
          <FormButtons>
            {back}
            <Button type="submit" pending={pending}>
              {t('account.pets.parts.next')}
            </Button>
          </FormButtons>
        </>
      )}
    </Form>
  );
}

/**
 * The meals step (the kibble and how many meals a day) and the selection step (the wet recipes;
 * in the short menu, the kibble too). A kibble that does not suit the cat's age, or a dog's, is
 * refused under the kibble with SPEC §8's message.
 */
function FoodStep({
  pet,
  foods,
  chosen,
  asks,
  back,
  onDone,
}: {
  pet: SavedPet;
  foods: { kibbles: MenuFood[]; recipes: MenuFood[]; maxRecipes: number };
  chosen: Chosen;
  asks: { kibble: boolean; meals: boolean; recipes: boolean };
  back: ReactNode;
  onDone: (values: Partial<Chosen>) => void;
}) {
  const { locale, t } = useI18n();

  const schema = useMemo(
    () =>
      z.object({
        // A kibble the cat's age refuses (SPEC §8) is said with the other mistakes of the step.
        kibble: asks.kibble
          ? z
              .string({ error: 'required' })
              .min(1, 'required')
              .superRefine((sku, ctx) => {
                const kibble = foods.kibbles.find((food) => food.sku === sku);
                const reasons = kibble
                  ? biNutritionKibbleReasons(pet, { animal: 'cat', lifeStage: kibble.kibbleStage })
                  : [];
                for (const reason of reasons) ctx.addIssue({ code: 'custom', message: reason });
              })
          : z.string().optional(),
        meals: asks.meals
          ? z.coerce
              .number({ error: 'invalid' })
              .int('invalid')
              .min(BI_NUTRITION_MEALS.min, 'invalid')
              .max(BI_NUTRITION_MEALS.max, 'invalid')
          : z.unknown(),
        recipes: asks.recipes
          ? z.preprocess(
              (value) => (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []),
              z.array(z.string()).min(1, 'array_too_small').max(foods.maxRecipes, 'array_too_big'),
            )
          : z.unknown(),
      }),
    [asks, foods, pet],
  );
  return (
    <Form
      errorTitle
      schema={schema as never}
      form="biNutrition"
      label={t(asks.recipes ? 'menu.steps.selection' : 'menu.steps.meals')}
      defaultValues={{ kibble: chosen.kibble, meals: String(chosen.meals), recipes: chosen.recipes } as never}
      onSubmit={async (values: { kibble?: string; meals?: number; recipes?: string[] }) => {
        const next: Partial<Chosen> = {};
        if (asks.kibble) {
          const kibble = foods.kibbles.find((food) => food.sku === values.kibble);
          if (!kibble) throw refusal('kibble', t('menu.kibbleGone'));
          next.kibble = kibble.sku;
        }
        if (asks.meals) next.meals = Number(values.meals);
        if (asks.recipes) next.recipes = values.recipes ?? [];
        onDone(next);
      }}
    >
      {({ register, errorOf, pending }) => (
        <>
          {asks.kibble && foods.kibbles.length === 0 ? (
            <Alert tone="info">{BI_NUTRITION_MESSAGES.technical}</Alert>
          ) : null}
          {asks.kibble && foods.kibbles.length > 0 ? (
            <Choices
              legend={t('menu.kibble')}
              description={t('menu.kibbleHelp')}
              options={foodChoices(foods.kibbles, true, locale)}
              {...register('kibble' as never)}
              error={errorOf('kibble')}
            />
          ) : null}
          {asks.meals ? (
            <Choices
              legend={t('menu.meals')}
              options={[1, 2, 3, 4].map((count) => ({ value: String(count), label: t('menu.mealsOption', { count }) }))}
              {...register('meals' as never)}
              error={errorOf('meals')}
            />
          ) : null}
          {asks.recipes ? (
            foods.recipes.length > 0 ? (
              <Choices
                legend={t('menu.recipes', { max: foods.maxRecipes })}
                description={t('menu.recipesHelp', { max: foods.maxRecipes })}
                multiple
                options={foodChoices(foods.recipes, false, locale)}
                {...register('recipes' as never)}
                error={errorOf('recipes')}
              />
            ) : (
              <Alert tone="info">{BI_NUTRITION_MESSAGES.no_recipes}</Alert>
            )
          ) : null}
          <FormButtons>
            {back}
            {/* Nothing to choose from (no recipe, no kibble on sale): no way on, only back. */}
            {(asks.recipes && foods.recipes.length === 0) || (asks.kibble && foods.kibbles.length === 0) ? null : (
              <Button type="submit" pending={pending}>
                {t('account.pets.parts.next')}
              </Button>
            )}
          </FormButtons>
        </>
      )}
    </Form>
  );
}

/** The split of a day the menu gives at a frequency, as the choice's description says it. */
function splitText(menu: Awaited<ReturnType<typeof biNutritionClient.menu>>, locale: Locale): string {
  const { t } = i18nOf(locale);
  const wetDay = t('menu.split.wetDay', { wet: menu.wetGramsPerWetDay, kibble: menu.kibbleGramsOnWetDay });
  return menu.wetDaysPerWeek === 7
    ? wetDay
    : `${wetDay} ${t('menu.split.otherDay', { kibble: menu.kibbleGramsOnOtherDay })}`;
}

/**
 * The ration step: the day's split at each frequency (SPEC §3: 3 times a week or every day),
 * computed by the content system from the cat and the foods, to choose from. A refusal of SPEC §8
 * the server finds (no recipe left on sale…) is said here with a way back.
 */
function RationStep({
  pet,
  chosen,
  back,
  onDone,
}: {
  pet: SavedPet;
  chosen: Chosen;
  back: ReactNode;
  onDone: (frequency: BiNutritionFrequency) => Promise<void>;
}) {
  const { locale, t } = useI18n();

  const profile = menuProfileOf(pet);
  const ask = (frequency: BiNutritionFrequency) =>
    biNutritionClient.menu(profile, { ...chosen, frequency } as Parameters<typeof biNutritionClient.menu>[1]);
  // A refusal stays a refusal: asked once, not again on each return to the tab.
  const { data, error } = useSWR(
    ['bi-nutrition-menus', profile, chosen.kibble, chosen.recipes, chosen.meals],
    () => Promise.all([ask('three_per_week'), ask('daily')]),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (error) {
    return (
      <div className={styles.stack}>
        <Alert tone="critical">
          {refusalMessages(error).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
        <FormButtons>{back}</FormButtons>
      </div>
    );
  }
  if (!data) return <Skeleton height="10rem" label={t('menu.computing')} />;
  const [three, daily] = data;
  return (
    <Form
      errorTitle
      schema={z.object({ frequency: z.enum(['three_per_week', 'daily'], { error: 'required' }) }) as never}
      form="biNutrition"
      label={t('menu.steps.ration')}
      defaultValues={{ frequency: chosen.frequency } as never}
      onSubmit={async (values: { frequency: BiNutritionFrequency }) => onDone(values.frequency)}
    >
      {({ register, errorOf, pending }) => (
        <>
          <p>{t('menu.kcal', { name: pet.name, kcal: daily.kcalPerDay })}</p>
          <Choices
            legend={t('menu.frequency')}
            options={[
              {
                value: 'three_per_week',
                label: t('menu.frequencies.three_per_week'),
                description: splitText(three, locale),
              },
              { value: 'daily', label: t('menu.frequencies.daily'), description: splitText(daily, locale) },
            ]}
            {...register('frequency' as never)}
            error={errorOf('frequency')}
          />
          <FormButtons>
            {back}
            <Button type="submit" pending={pending}>
              {t('menu.seeMenu')}
            </Button>
          </FormButtons>
        </>
      )}
    </Form>
  );
}
