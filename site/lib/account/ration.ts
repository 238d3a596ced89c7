import {
  type ACTIVITY_FACTORS,
  ADULT_FROM_MONTHS,
  deliveryFrequencyFor,
  dogRationOf,
  frequencyWords,
  type Locale,
} from '@gamelle/domain';
import { i18nOf } from '../i18n/i18n';

/** The calculator's fields as typed (SPEC §5 "Ration calculator: valid weight and age in months"). */
export interface RationForm {
  weight: string;
  ageInMonths: string;
  adultWeight: string;
  activity: keyof typeof ACTIVITY_FACTORS;
  sterilized: boolean;
  /** The bag's weight in kg, from the product's formats. */
  bagKg: number | null;
}

export type RationFieldErrors = Partial<Record<'weight' | 'ageInMonths' | 'adultWeight', string>>;

export type RationAnswer =
  | {
      ok: true;
      gramsPerDay: number;
      cups: number;
      bagDays: number | null;
      frequency: { description: string; fits: boolean } | null;
    }
  | { ok: false; errors: RationFieldErrors };

/** A weight in kg as a person types it: `12,5` or `12.5`, above 0 and below 100. */
function kilos(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 && value < 100 ? value : null;
}

/**
 * The dog ration calculator (SPEC §2, §9, ADR 0003) for a food of `energyKcalPerKg`: grams a day,
 * cups, how long the bag lasts and the delivery frequency that fits it; or what is wrong with
 * each field, in French. A puppy's ration needs its estimated adult weight (SPEC §9).
 */
export function computeRation(form: RationForm, energyKcalPerKg: number, locale: Locale): RationAnswer {
  const { t } = i18nOf(locale);
  const errors: RationFieldErrors = {};
  const weight = kilos(form.weight);
  if (weight === null) errors.weight = t('ration.errors.weight');
  const months = Number(form.ageInMonths.trim());
  const ageOk = form.ageInMonths.trim() !== '' && Number.isInteger(months) && months >= 0 && months <= 360;
  if (!ageOk) errors.ageInMonths = t('ration.errors.ageInMonths');
  const puppy = ageOk && months <= ADULT_FROM_MONTHS;
  const adultWeight = puppy ? kilos(form.adultWeight) : null;
  if (puppy && (adultWeight === null || (weight !== null && adultWeight < weight))) {
    errors.adultWeight = t('ration.errors.adultWeight');
  }
  if (weight === null || !ageOk || errors.adultWeight) return { ok: false, errors };
  const result = dogRationOf(
    {
      weight,
      ageInMonths: months,
      activity: form.activity,
      sterilized: form.sterilized,
      ...(adultWeight === null ? {} : { adultWeight }),
    },
    energyKcalPerKg,
    form.bagKg ?? undefined,
  );
  const bagDays = result.bagLifetimeDays;
  const proposal = bagDays === null ? null : deliveryFrequencyFor(bagDays);
  return {
    ok: true,
    gramsPerDay: result.gramsPerDay,
    cups: result.cups,
    bagDays,
    frequency: proposal
      ? { description: frequencyWords(proposal.option, locale).description, fits: proposal.fits }
      : null,
  };
}

/** « 2 », « 1,5 », « 0,75 »: cups written the French way. */
export const cupsLabel = (cups: number) => String(cups).replace('.', ',');
