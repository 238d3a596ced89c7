import { EARLIEST_PET_BIRTHDAY } from '@gamelle/domain';
import { useId, useRef } from 'react';
import * as styles from '../Field/Field.css';
import { useKitWords } from '../KitLocale/KitLocale';
import { BIRTHDAY_FIELD_WORDS } from './words';

/** SPEC §3 birthday value: an exact date when `in_date`, else years and months. */
export type BirthdayValue =
  | { in_date: true; birthday: string }
  | { in_date: false; birthday_years: number | string; birthday_months: number | string };

export interface BirthdayFieldProps {
  /** Names the whole group (its `<legend>`), e.g. « Date de naissance de Praline ». */
  legend: string;
  /** The birthday: `{ in_date: true, birthday }` or `{ in_date: false, birthday_years, birthday_months }`. */
  value: BirthdayValue;
  /** Receives the new value; switching mode gives back what was typed in that mode before. */
  onChange: (value: BirthdayValue) => void;
  /** `YYYY-MM-DD` of today: the latest date offered. */
  today: string;
  /** Errors by part: `birthday`, `birthday_years`, `birthday_months`. */
  errors?: Partial<Record<'birthday' | 'birthday_years' | 'birthday_months', string>>;
}

/**
 * A pet's birthday: the exact date, or its age in years and months when the date is unknown
 * (SPEC §4 "Birthday field toggles between exact date and age"). Use it in a pet profile, through
 * `Controller`; for any other date take `DateField`.
 * @example <Controller name="birthday" control={control} render={({ field }) => <BirthdayField legend="Date de naissance" today="2026-11-21" {...field} />} />
 */
export function BirthdayField({ legend, value, onChange, today, errors = {} }: BirthdayFieldProps) {
  const id = useId();
  const messages = useKitWords(BIRTHDAY_FIELD_WORDS);
  const exact = value.in_date;
  // What was typed in each mode, given back when the shopper switches back to it (a mis-click
  // on « Je connais son âge » does not lose a stored date).
  const last = useRef<{ date?: BirthdayValue; age?: BirthdayValue }>({});
  if (value.in_date) last.current.date = value;
  else last.current.age = value;
  const error = (part: keyof NonNullable<BirthdayFieldProps['errors']>) =>
    errors[part] ? (
      <p className={styles.error} id={`${id}-${part}-erreur`}>
        {errors[part]}
      </p>
    ) : null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.control}>
        <label className={styles.check}>
          <input
            type="radio"
            name={`${id}-mode`}
            className={styles.checkInput}
            checked={exact}
            onChange={() => onChange(last.current.date ?? { in_date: true, birthday: '' })}
          />
          <span>{messages.birthdayKnowsDate}</span>
        </label>
        <label className={styles.check}>
          <input
            type="radio"
            name={`${id}-mode`}
            className={styles.checkInput}
            checked={!exact}
            onChange={() => onChange(last.current.age ?? { in_date: false, birthday_years: '', birthday_months: '' })}
          />
          <span>{messages.birthdayKnowsAge}</span>
        </label>
      </div>
      {value.in_date ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-date`}>
            {messages.birthdayDate}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={styles.input}
            min={EARLIEST_PET_BIRTHDAY}
            max={today}
            value={value.birthday}
            aria-invalid={errors.birthday ? true : undefined}
            aria-describedby={errors.birthday ? `${id}-birthday-erreur` : undefined}
            onChange={(event) => onChange({ in_date: true, birthday: event.target.value })}
          />
          {error('birthday')}
        </div>
      ) : (
        <div className={styles.control}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-years`}>
              {messages.birthdayYears}
            </label>
            <input
              id={`${id}-years`}
              type="number"
              inputMode="numeric"
              min={0}
              className={styles.input}
              value={value.birthday_years}
              aria-invalid={errors.birthday_years ? true : undefined}
              aria-describedby={errors.birthday_years ? `${id}-birthday_years-erreur` : undefined}
              onChange={(event) => onChange({ ...value, birthday_years: event.target.value })}
            />
            {error('birthday_years')}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-months`}>
              {messages.birthdayMonths}
            </label>
            <input
              id={`${id}-months`}
              type="number"
              inputMode="numeric"
              min={0}
              max={11}
              className={styles.input}
              value={value.birthday_months}
              aria-invalid={errors.birthday_months ? true : undefined}
              aria-describedby={errors.birthday_months ? `${id}-birthday_months-erreur` : undefined}
              onChange={(event) => onChange({ ...value, birthday_months: event.target.value })}
            />
            {error('birthday_months')}
          </div>
        </div>
      )}
    </fieldset>
  );
}
