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

export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Label, help and error around a control, with the ids tying them together. */
export function Field({
  label,
  description,
  error,
  required,
  id: givenId,
  children,
}: FieldChrome & { id?: string; children: (ids: FieldIds) => ReactNode }) {
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
