import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as field from '../Field/Field.css';
import * as styles from './ToggleBoxes.css';

export interface ToggleBox {
  /** The value sent with the form. */
  value: string;
  /** The box's title. */
  label: ReactNode;
  /** A few words under the title. */
  description?: ReactNode;
  /** A small picture or icon above the label. */
  media?: ReactNode;
}

export interface ToggleBoxesProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The question, as the fieldset's `<legend>`. */
  legend: ReactNode;
  /** The boxes, in order. */
  options: readonly ToggleBox[];
  /** Several boxes at once (checkboxes) or one (radios). @default false */
  multiple?: boolean;
  /** The error to show; the group is then `aria-invalid` and `data-invalid`. */
  error?: string;
}

/**
 * Large selectable boxes (food types, pet profiles); native radios or checkboxes underneath, so
 * `register` and the keyboard work. Selected state: `:has(:checked)`. Use it for a few answers that
 * gain from a picture or a description; plain short answers are `Choices`.
 * @example <ToggleBoxes legend="Que mange-t-il ?" multiple options={[{ value: 'croquettes', label: 'Croquettes' }]} {...register('feeds')} />
 */
export const ToggleBoxes = forwardRef<HTMLInputElement, ToggleBoxesProps>(function ToggleBoxes(
  { legend, options, multiple = false, error, id: givenId, ...input },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  // The error is read with the group, as the kit's Choices does.
  return (
    <fieldset
      className={field.fieldset}
      aria-describedby={error ? `${id}-erreur` : undefined}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className={field.legend}>{legend}</legend>
      <div className={styles.grid}>
        {options.map((option) => (
          <label key={option.value} className={styles.box}>
            <input
              {...input}
              ref={ref}
              type={multiple ? 'checkbox' : 'radio'}
              value={option.value}
              className={styles.input}
            />
            {option.media ? (
              <span aria-hidden="true" className={styles.content}>
                {option.media}
              </span>
            ) : null}
            <span className={styles.label}>{option.label}</span>
            {option.description ? (
              <span className={`${styles.content} ${field.help}`}>{option.description}</span>
            ) : null}
          </label>
        ))}
      </div>
      {error ? (
        <p className={field.error} id={`${id}-erreur`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
