import { dateInputToIsoTimestamp } from '@gamelle/domain';
import { forwardRef } from 'react';
import { Field, type FieldChrome } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface DateFieldProps extends FieldChrome {
  /** An ISO timestamp (`2026-11-21T00:00:00.000Z`) or null. */
  value: string | null | undefined;
  /** Receives an ISO timestamp, or null when the date is cleared or impossible (SPEC §5 "Date input stores an ISO timestamp"). */
  onChange: (value: string | null) => void;
  /** Called when the input loses the focus (`Controller`'s `field.onBlur`). */
  onBlur?: () => void;
  /** The input's `name`. */
  name?: string;
  /** The input's `id`; generated without it. */
  id?: string;
  /** The earliest date offered, `YYYY-MM-DD`. */
  min?: string;
  /** The latest date offered, `YYYY-MM-DD`. */
  max?: string;
  /** Disables the input. */
  disabled?: boolean;
  /**
   * What the date is, for the browser's autofill and assistive technology (WCAG 1.3.5): `bday` for
   * the person's own birth date.
   */
  autoComplete?: string;
}

/**
 * A date picker, the browser's own, that stores an ISO timestamp; use it through `Controller`
 * (its value is not the input's text). Use it for a date the shopper picks (a delivery date, a
 * birth date); a pet's birthday, which may be known only as an age, is `BirthdayField`.
 * @example <Controller name="birthday" control={control} render={({ field }) => <DateField label="Date de naissance" {...field} />} />
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, description, error, required, id, value, onChange, onBlur, name, min, max, disabled, autoComplete },
  ref,
) {
  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(ids) => (
        <input
          ref={ref}
          id={ids.id}
          name={name}
          type="date"
          min={min}
          max={max}
          disabled={disabled}
          autoComplete={autoComplete}
          required={required}
          value={value ? value.slice(0, 10) : ''}
          onChange={(event) => onChange(dateInputToIsoTimestamp(event.target.value))}
          onBlur={onBlur}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={styles.input}
        />
      )}
    </Field>
  );
});
