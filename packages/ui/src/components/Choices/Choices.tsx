import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from '../Field/Field.css';

export interface Choice {
  /** The value sent with the form. */
  value: string;
  /** The answer as the shopper reads it. */
  label: ReactNode;
  /** A few words after the label. */
  description?: ReactNode;
  /** This answer cannot be chosen. */
  disabled?: boolean;
}

export interface ChoicesProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The question, as the fieldset's `<legend>`. */
  legend: ReactNode;
  /** The answers, in order. */
  options: readonly Choice[];
  /** Several answers (checkboxes) or one (radio buttons). @default false */
  multiple?: boolean;
  /** The error to show; the group is then `aria-invalid` and `data-invalid`. */
  error?: string;
  /** Help under the legend. */
  description?: ReactNode;
}

/**
 * A group of radio buttons (or checkboxes with `multiple`) in a fieldset with its legend; arrow
 * keys move between radio buttons. `register('gender')` is spread on every input. Use it for a few
 * short answers shown at once; `ToggleBoxes` for answers with a picture or a longer description.
 * Give it an `id` inside a `Form`: it is its first answer's, and the error summary lists the group's
 * error as a link to it (without one, the error shows under the group only).
 * @example <Choices legend="Sexe" options={[{ value: 'm', label: 'Mâle' }, { value: 'f', label: 'Femelle' }]} {...register('gender')} />
 */
export const Choices = forwardRef<HTMLInputElement, ChoicesProps>(function Choices(
  { legend, options, multiple = false, error, description, id: givenId, ...input },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  const describedBy =
    [description ? `${id}-aide` : '', error ? `${id}-erreur` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {description ? (
        <p className={styles.help} id={`${id}-aide`}>
          {description}
        </p>
      ) : null}
      {options.map((option, index) => (
        <label key={option.value} className={styles.check}>
          <input
            {...input}
            // A given id is the first answer's: the form's error summary links the group's error there.
            id={index === 0 ? givenId : undefined}
            ref={ref}
            type={multiple ? 'checkbox' : 'radio'}
            value={option.value}
            disabled={option.disabled || input.disabled}
            className={styles.checkInput}
          />
          <span>
            {option.label}
            {option.description ? <span className={styles.help}> — {option.description}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p className={styles.error} id={`${id}-erreur`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
