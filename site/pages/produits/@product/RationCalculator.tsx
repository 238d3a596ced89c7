import { type ACTIVITY_FACTORS, ACTIVITY_LEVELS, href } from '@gamelle/domain';
import { Button, Checkbox, Choices, TextField } from '@gamelle/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { computeRation, cupsLabel, type RationAnswer } from '../../../lib/account/ration';
import { useI18n } from '../../../lib/i18n/i18n-context';
import * as styles from './Product.css';

export interface RationCalculatorProps {
  /** Metabolisable energy of the food, kcal per kg (the product's analysis). */
  energyKcalPerKg: number;
  /** The product's formats that have a weight: the bags the shopper may compare. */
  bags: readonly { code: string; name: string; weightKg: number }[];
}

const activityOf = (value: FormDataEntryValue | null): keyof typeof ACTIVITY_FACTORS =>
  ACTIVITY_LEVELS.find((level) => String(level.id) === value)?.code ?? 'moderate';

/**
 * The dog ration calculator of a dry dog food's page (SPEC §2 tools, §9):
 * weight, age in months, activity, sterilised and, for a puppy, the estimated adult weight give
 * grams a day and cups; a bag's format gives how long it lasts and the delivery frequency that
 * fits it (ADR 0003 formulas, `@gamelle/domain`). No account needed; computed in the browser.
 */
export function RationCalculator({ energyKcalPerKg, bags }: RationCalculatorProps) {
  const { locale, localHref, t, tRich } = useI18n();

  const id = useId();
  const [answer, setAnswer] = useState<RationAnswer | null>(null);
  const [bagKg, setBagKg] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // A refused calculation: the focus on the first field to correct, its message read with it.
  useEffect(() => {
    if (answer && !answer.ok) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const bag = bags.find((b) => b.code === data.get('bag'));
    setBagKg(bag?.weightKg ?? null);
    setAnswer(
      computeRation(
        {
          weight: String(data.get('weight') ?? ''),
          ageInMonths: String(data.get('ageInMonths') ?? ''),
          adultWeight: String(data.get('adultWeight') ?? ''),
          activity: activityOf(data.get('activity')),
          sterilized: data.get('sterilized') === 'on',
          bagKg: bag?.weightKg ?? null,
        },
        energyKcalPerKg,
        locale,
      ),
    );
  };
  const errors = answer && !answer.ok ? answer.errors : {};
  const valid = Number.isFinite(energyKcalPerKg) && energyKcalPerKg > 0;

  return (
    <section aria-labelledby={`${id}-titre`} className={styles.tool}>
      <h2 id={`${id}-titre`}>{t('ration.title')}</h2>
      <p>{t('ration.intro')}</p>
      {valid ? (
        <form ref={form} aria-labelledby={`${id}-titre`} className={styles.tool} noValidate onSubmit={submit}>
          <TextField
            label={t('ration.weight')}
            description={t('ration.weightHelp')}
            name="weight"
            inputMode="decimal"
            autoComplete="off"
            suffix="kg"
            error={errors.weight}
          />
          <TextField
            label={t('ration.ageInMonths')}
            description={t('ration.ageHelp')}
            name="ageInMonths"
            inputMode="numeric"
            autoComplete="off"
            error={errors.ageInMonths}
          />
          <TextField
            label={t('ration.adultWeight')}
            description={t('ration.adultWeightHelp')}
            name="adultWeight"
            inputMode="decimal"
            autoComplete="off"
            suffix="kg"
            error={errors.adultWeight}
          />
          <Choices
            legend={t('ration.activity')}
            name="activity"
            options={ACTIVITY_LEVELS.map((level) => ({ value: String(level.id), label: level.label }))}
          />
          <Checkbox label={t('ration.sterilized')} name="sterilized" />
          {bags.length > 0 ? (
            <Choices
              legend={t('ration.bag')}
              name="bag"
              options={bags.map((bag) => ({
                value: bag.code,
                label: t('ration.bagWeight', { kg: String(bag.weightKg).replace('.', ',') }),
              }))}
            />
          ) : null}
          <Button type="submit">{t('ration.submit')}</Button>
        </form>
      ) : null}
      <div role="status" aria-live="polite" className={styles.toolResult}>
        {!valid ? (
          <p>{tRich('ration.noResult', { link: (chunks) => <a href={localHref(href.contact())}>{chunks}</a> })}</p>
        ) : answer?.ok ? (
          <>
            <p>
              <strong>{t('ration.grams', { grams: answer.gramsPerDay })}</strong>,{' '}
              {t(answer.cups < 2 ? 'ration.cupsOne' : 'ration.cups', { cups: cupsLabel(answer.cups) })}
            </p>
            {answer.bagDays !== null && bagKg !== null ? (
              <p>{t('ration.bagDays', { kg: String(bagKg).replace('.', ','), days: answer.bagDays })}</p>
            ) : null}
            {answer.frequency ? (
              <p>
                {answer.frequency.fits
                  ? t('ration.frequency', { frequency: answer.frequency.description.toLowerCase() })
                  : t('ration.frequencyShort')}
              </p>
            ) : null}
            <p>{t('ration.formula')}</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
