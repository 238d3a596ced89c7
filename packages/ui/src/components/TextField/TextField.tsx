import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, type FieldChrome } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Text after the input, e.g. « kg » for a weight. */
  suffix?: ReactNode;
  /** The input's type, for the right keyboard and autofill. @default 'text' */
  type?: 'text' | 'email' | 'number' | 'tel' | 'search' | 'url';
}

/**
 * A labelled input, with help and error tied to it. Use it for one line of text: a name, an e-mail,
 * a postcode, a weight with its `suffix`. A thin wrapper: `register('email')` and `Controller` both
 * work. States: `aria-invalid="true"` and the parent's `data-invalid` when `error` is set.
 * @example <TextField label="Poids" type="number" suffix="kg" {...register('weight')} error={errors.weight?.message} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, error, required, suffix, id, type = 'text', ...input },
  ref,
) {
  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(ids) => (
        <div className={styles.control}>
          <input
            {...input}
            ref={ref}
            id={ids.id}
            type={type}
            required={required}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            className={styles.input}
          />
          {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
        </div>
      )}
    </Field>
  );
});
