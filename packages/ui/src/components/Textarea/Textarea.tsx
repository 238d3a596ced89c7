import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldChrome } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextareaProps extends FieldChrome, TextareaHTMLAttributes<HTMLTextAreaElement> {}

/**
 * A labelled multi-line text input, with help and error tied to it (`data-invalid` on the field).
 * Use it for free text longer than a line: a message, delivery instructions. A thin wrapper:
 * `register('message')` works.
 * @example <Textarea label="Votre message" rows={6} {...register('message')} error={errors.message?.message} />
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, description, error, required, id, ...textarea },
  ref,
) {
  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(ids) => (
        <textarea
          {...textarea}
          ref={ref}
          id={ids.id}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={styles.textarea}
        />
      )}
    </Field>
  );
});
