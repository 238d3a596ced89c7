import { ApiError, type GuideProfile, type GuideRation, type RecommendedProduct } from '@gamelle/api-client';
import {
  ADULT_FROM_MONTHS,
  FREQUENCY_OPTIONS,
  frequencyWords,
  href,
  isVariantActive,
  type PetInput,
  type ProductVariant,
} from '@gamelle/domain';
import { Alert, Button, Price, Skeleton, TextField } from '@gamelle/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import * as styles from '../../../../components/pets/Pets.css';
import { AddStatusMessage, useAddToCart } from '../../../../components/tools/add-status';
import { FoodCard, FoodPicture } from '../../../../components/tools/FoodCard';
import * as cards from '../../../../components/tools/FoodCard.css';
import { UnitPrice } from '../../../../components/UnitPrice';
import { useFeatureGuard } from '../../../../hooks/use-feature-guard';
import { usePet } from '../../../../hooks/use-pets';
import { useShellParam } from '../../../../hooks/use-shell-param';
import {
  GUIDE_NEW_PATH,
  GUIDE_PATH,
  guidePath,
  guideProfileOf,
  guideResultsPath,
  guideResultsPet,
  keptGuidePet,
} from '../../../../lib/account/guide';
import { ageLabel } from '../../../../lib/account/pets';
import { guideClient } from '../../../../lib/api/guide-api';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { routePathname } from '../../../../lib/i18n/locale';
import { currentSession, rememberLoginTarget, requireSession } from '../../../../lib/session/session';
import * as choices from '../../../../styles/options.css';

/** Without a ration to go by (a cat: the calculator is for dogs), a bag a month. */
const DEFAULT_FREQUENCY = FREQUENCY_OPTIONS.find((option) => option.days === 31) ?? FREQUENCY_OPTIONS[0];

/** The pet the results are for: the account's (by number) or the one this browser keeps. */
type Param = number | 'nouveau' | null;
function useGuidePet(): { param: Param; pet: PetInput | null; name: string; missing: boolean; failed: boolean } | null {
  const param = useShellParam(guideResultsPet);
  const [kept, setKept] = useState<PetInput | null | undefined>(undefined);
  const [customer, setCustomer] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setKept(keptGuidePet());
    // An account's pet needs its account (is-authenticated); the tab's pet needs none.
    const session = guideResultsPet(routePathname()) === 'nouveau' ? currentSession() : requireSession();
    setCustomer(session?.customer ?? null);
  }, []);
  const numbered = typeof param === 'number' && customer ? param : null;
  const { data, error } = usePet(numbered);
  if (param === undefined || kept === undefined || customer === undefined) return null;
  if (param === 'nouveau') return { param, pet: kept, name: kept?.name ?? '', missing: kept === null, failed: false };
  if (param === null || !customer) return { param, pet: null, name: '', missing: true, failed: false };
  if (error) {
    return { param, pet: null, name: '', missing: error instanceof ApiError && error.status === 404, failed: true };
  }
  return data ? { param, pet: data as PetInput, name: data.name, missing: false, failed: false } : null;
}

/** The formats one may buy now, with how long each lasts for this dog (when it is a dog). */
function formatsOf(product: RecommendedProduct, ration: GuideRation | undefined) {
  return product.ProductVariants.filter((variant) => isVariantActive(variant as ProductVariant)).map((variant) => {
    const lasting = ration?.formats.find((format) => format.code === variant.code);
    return {
      code: variant.code,
      name: variant.name,
      price: variant.base_price ?? null,
      subscriptionPrice: variant.base_price_subscription ?? null,
      quantity: { weight: variant.weight ?? null, unit: variant.unit ?? null },
      days: lasting?.bagLifetimeDays ?? null,
      /** Whether a subscription's shortest gap (21 days) fits the bag (a dog's ration known). */
      fits: lasting ? lasting.frequency.fits : null,
      frequency: lasting
        ? (FREQUENCY_OPTIONS.find((option) => option.days === lasting.frequency.days) ?? DEFAULT_FREQUENCY)
        : DEFAULT_FREQUENCY,
    };
  });
}

/**
 * A puppy's estimated adult weight (SPEC §9 "puppy uses estimated adult weight"): at least its
 * weight today, below 100 kg; its ration, its bags' lifetimes and its subscription rhythm follow.
 */
function AdultWeightForm({ weight, onDone }: { weight: number; onDone: (adultWeight: number) => void }) {
  const { t } = useI18n();

  const id = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('adultWeight') ?? '').trim();
    const value = Number(text.replace(',', '.'));
    if (text === '' || !Number.isFinite(value) || value < weight || value >= 100) {
      setError(t('ration.errors.adultWeight'));
      field.current?.focus();
      return;
    }
    onDone(value);
  };
  return (
    <form aria-labelledby={`${id}-titre`} noValidate onSubmit={submit} className={styles.stack}>
      <p id={`${id}-titre`}>{t('guide.puppy')}</p>
      <TextField
        ref={field}
        label={t('ration.adultWeight')}
        name="adultWeight"
        inputMode="decimal"
        autoComplete="off"
        suffix="kg"
        error={error}
      />
      <Button type="submit">{t('ration.submit')}</Button>
    </form>
  );
}

/**
 * The recommended food with its ration, a format to choose (how long each bag lasts) and the two
 * ways to buy it: once, or by subscription at the frequency the ration calculator proposes.
 */
function BestFood({ product, profile }: { product: RecommendedProduct; profile: GuideProfile }) {
  const { locale, localHref, t } = useI18n();

  const id = useId();
  // A puppy's ration needs the weight it will have as an adult (SPEC §9): asked here, once.
  const puppy = profile.animal === 'dog' && profile.ageInMonths <= ADULT_FROM_MONTHS;
  const [adultWeight, setAdultWeight] = useState<number | null>(null);
  const rationed = profile.animal === 'dog' && (!puppy || adultWeight !== null);
  const { data: ration, error: rationError } = useSWR(
    rationed ? ['guide-ration', product.sku, profile, adultWeight] : null,
    () => guideClient.ration(product.sku, { ...profile, ...(adultWeight === null ? {} : { adultWeight }) }),
  );
  const formats = formatsOf(product, ration);
  const [code, setCode] = useState<string | null>(null);
  const chosen = formats.find((format) => format.code === code) ?? formats.find((f) => f.fits === true) ?? formats[0];
  // By subscription only at a frequency known to suit: a dog's, once its ration is in and the bag
  // lasts the shortest gap; a cat's a month; never a puppy's.
  const subscribable =
    chosen?.subscriptionPrice !== null &&
    chosen !== undefined &&
    (profile.animal === 'cat' || (rationed && ration !== undefined && chosen.fits === true));
  const { status, add } = useAddToCart();
  const buy = (subscription: boolean) =>
    chosen
      ? add({
          variantCode: chosen.code,
          quantity: 1,
          subscriptionInterval: subscription ? chosen.frequency.days : null,
          sourceItemList: 'guide-croquettes',
        })
      : Promise.resolve();
  return (
    <article aria-labelledby={`${id}-nom`} className={cards.feature}>
      <FoodPicture product={product} size={256} className={cards.featurePicture} />
      <div className={cards.featureHead}>
        <p className={cards.role}>{t('guide.best')}</p>
        <h2 id={`${id}-nom`} className={cards.featureName}>
          <a href={localHref(href.product({ product: product.slug }))}>{product.name}</a>
        </h2>
      </div>
      <div className={cards.featureBody}>
        {/* Kept on screen: a mistyped adult weight is corrected here, and the ration follows. */}
        {puppy ? <AdultWeightForm weight={profile.weight} onDone={setAdultWeight} /> : null}
        {/* Announced when it comes (a puppy's, once its adult weight is given). */}
        <div role="status">
          {ration ? <p className={cards.ration}>{t('guide.ration', { grams: ration.gramsPerDay })}</p> : null}
        </div>
        {rationError ? <p>{t('guide.rationFailed')}</p> : null}
        {formats.length > 0 && chosen ? (
          <fieldset className={choices.fieldset}>
            <legend className={choices.legend}>{t('guide.format')}</legend>
            <div className={choices.options}>
              {formats.map((format) => (
                <label
                  key={format.code}
                  className={choices.option}
                  data-checked={format.code === chosen.code || undefined}
                >
                  <input
                    type="radio"
                    className={choices.optionInput}
                    name={`${id}-format`}
                    value={format.code}
                    checked={format.code === chosen.code}
                    onChange={() => setCode(format.code)}
                  />
                  <span className={choices.optionText}>
                    <span>
                      {format.days !== null
                        ? t('guide.formatOption', { name: format.name, days: format.days })
                        : format.name}
                    </span>
                    <Price cents={format.price} tax="TTC" />
                    <UnitPrice cents={format.price} quantity={format.quantity} />
                    {format.subscriptionPrice !== null ? (
                      <span className={cards.muted}>
                        <Price cents={format.subscriptionPrice} tax="TTC" /> {t('guide.bySubscription')}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {chosen ? (
          <p className={cards.actions}>
            <Button pending={status === 'adding'} onClick={() => void buy(false)}>
              {t('guide.addOnce')}
            </Button>
            {subscribable ? (
              <Button tone="secondary" pending={status === 'adding'} onClick={() => void buy(true)}>
                {t('guide.subscribe', {
                  frequency: frequencyWords(chosen.frequency, locale).description.toLowerCase(),
                })}
              </Button>
            ) : null}
          </p>
        ) : null}
        {chosen && chosen.fits === false ? <p>{t('ration.frequencyShort')}</p> : null}
        <AddStatusMessage status={status} />
      </div>
    </article>
  );
}

/**
 * The guide's results (SPEC §2 `/guide-croquettes/{animal}/recommandations/`):
 * the food the recommendation service ranks first for the pet, with its daily ration and the
 * delivery frequency its bag lasts, ready for the cart once or by subscription; the other foods
 * that suit; with a health condition or no food that suits, the advice to consult a vet (SPEC §8).
 */
export function GuideResults() {
  const { locale, localHref, t } = useI18n();

  useFeatureGuard('guide-entrance', '/');
  const found = useGuidePet();
  const [now] = useState(() => new Date());
  const profile = found?.pet ? guideProfileOf(found.pet, now) : null;
  const { data, error } = useSWR(profile ? ['guide-reco', profile] : null, () =>
    guideClient.recommend(profile as GuideProfile),
  );
  // A visitor's pet the tab no longer keeps: describe it again.
  const lost = found?.param === 'nouveau' && found.missing;
  useEffect(() => {
    if (lost) window.location.replace(localHref(GUIDE_NEW_PATH));
  }, [lost, localHref]);

  if (found?.missing || found?.failed) {
    return (
      <>
        <Alert tone="critical">{found.missing ? t('guide.notFound') : t('guide.error')}</Alert>
        <p>
          <a href={GUIDE_PATH}>{t('guide.title')}</a>
        </p>
      </>
    );
  }
  if (!found?.pet) return <Skeleton height="12rem" label={t('guide.loadingResults')} />;
  const { param } = found;
  const editPath = typeof param === 'number' ? guidePath(param) : GUIDE_NEW_PATH;
  if (!profile) {
    return (
      <>
        <Alert tone="info">{t('guide.incomplete')}</Alert>
        <p>
          <a href={localHref(editPath)}>{t('guide.edit')}</a>
        </p>
      </>
    );
  }
  const summary = (
    <p>
      {t('guide.resultsFor', {
        name: found.name,
        age: ageLabel(profile.ageInMonths, locale),
        weight: String(profile.weight).replace('.', ','),
      })}
    </p>
  );
  if (error) return <Alert tone="critical">{t('guide.error')}</Alert>;
  if (!data) {
    return (
      <>
        {summary}
        <Skeleton height="12rem" label={t('guide.loadingResults')} />
      </>
    );
  }
  const [best, ...others] = data.products;
  return (
    <div className={cards.results}>
      {summary}
      {best ? (
        <>
          <BestFood product={best} profile={profile} />
          {others.length > 0 ? (
            <section aria-labelledby="guide-autres" className={cards.section}>
              <h2 id="guide-autres">{t('guide.others')}</h2>
              <ul className={cards.grid}>
                {others.map((product) => (
                  <li key={product.sku}>
                    <FoodCard product={product} source="guide-croquettes" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : (
        <Alert tone="info">{data.reason === 'vet' ? t('guide.vet') : t('guide.noResult')}</Alert>
      )}
      <p>
        <a href={localHref(editPath)}>{t('guide.edit')}</a>
      </p>
      {param === 'nouveau' ? (
        <p>
          {/* Signed in, the tab's pet joins the account and the shopper comes back to its results. */}
          <a href={localHref(href.accountLogin())} onClick={() => rememberLoginTarget(guideResultsPath('nouveau'))}>
            {t('guide.signInToSave')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
