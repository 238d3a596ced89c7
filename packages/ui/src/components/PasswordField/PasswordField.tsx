import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { Button } from '../Button/Button';
import { Field, type FieldChrome } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { useKitWords } from '../KitLocale/KitLocale';
import { PASSWORD_FIELD_WORDS } from './words';

export interface PasswordFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /**
   * `new-password` on sign-up and password change, so password managers offer a new one.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a reveal button (« Afficher le mot de passe » / « Masquer le mot de passe »).
 * Use it for every password (sign-in, sign-up, change); a thin wrapper: `register('password')` works.
 * @example <PasswordField label="Mot de passe" autoComplete="new-password" {...register('password')} />
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, description, error, required, id, autoComplete = 'current-password', ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const messages = useKitWords(PASSWORD_FIELD_WORDS);
  return (
    <Field label={label} description={description} error={error} required={required} id={id}>
      {(ids) => (
        <div className={styles.controlWithButton}>
          <input
            {...input}
            ref={ref}
            id={ids.id}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            required={required}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            className={styles.input}
          />
          <Button tone="secondary" size="small" aria-controls={ids.id} onClick={() => setVisible((v) => !v)}>
            {visible ? messages.hidePassword : messages.showPassword}
          </Button>
        </div>
      )}
    </Field>
  );
});
