import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from '../Field/Field.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text after the box; clicking it ticks the box. */
  label: ReactNode;
  /** Help under the label. */
  description?: ReactNode;
  /** The error to show; the box is then `aria-invalid` and the field `data-invalid`. */
  error?: string;
}

/**
 * A labelled checkbox (terms of sale, newsletter): one yes-or-no answer sent with the form. Use
 * `Toggle` for a setting that applies at once, `Choices` with `multiple` for several related answers.
 * A thin wrapper: `register('termsAccepted')` works.
 * @example <Checkbox label="J’accepte les conditions générales de vente" {...register('termsAccepted')} />
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, id: givenId, ...input },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  const describedBy =
    [description ? `${id}-aide` : '', error ? `${id}-erreur` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label className={styles.check} htmlFor={id}>
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.checkInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <span>{label}</span>
      </label>
      {description ? (
        <p className={styles.help} id={`${id}-aide`}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={`${id}-erreur`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
