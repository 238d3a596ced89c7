import { type ReactNode, useId } from 'react';
import * as styles from './Field.css';

export interface FieldChrome {
  /** The visible label. */
  label: ReactNode;
  /** Help under the label, e.g. « 5 caractères minimum ». */
  description?: ReactNode;
  /** The error to show; the control is then `aria-invalid`. */
  error?: string;
  /** Marks the label with an asterisk (the control also gets `required`). */
  required?: boolean;
}

/** What a field gives its control: the ids that tie it to the label, the help and the error. */
export interface FieldIds {
  /** The control's `id`, which the label points at. */
  id: string;
  /** The control's `aria-describedby`: the help's and the error's ids. */
  describedBy: string | undefined;
  /** An error is shown: set `aria-invalid` on the control. */
  invalid: boolean;
}

/**
 * Label, help and error around a control, with the ids tying them together; the wrapper gets
 * `data-invalid` while an error shows. The kit's `TextField`, `Textarea`, `PasswordField` and
 * `DateField` are built on it, each wiring the ids `children` receives to its control. A building
 * block of the kit, not exported from `@gamelle/ui`: a page uses those fields.
 */
export function Field({
  label,
  description,
  error,
  required,
  id: givenId,
  children,
}: FieldChrome & {
  /** The control's `id`; generated without it. */
  id?: string;
  /** Renders the control with the ids it is given. */
  children: (ids: FieldIds) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const helpId = description ? `${id}-aide` : undefined;
  const errorId = error ? `${id}-erreur` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p className={styles.help} id={helpId}>
          {description}
        </p>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
