import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import * as styles from '../Field/Field.css';
import * as toggle from './Toggle.css';

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  description?: ReactNode;
}

/**
 * An on/off switch (`role="switch"` on a native checkbox, so `register` works).
 * @example <Toggle label="Mon animal a une pathologie" {...register('feature.hasFeature')} />
 */
export const Toggle = forwardRef<HTMLInputElement, ToggleProps>(function Toggle(
  { label, description, id: givenId, onChange, ...input },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  const [on, setOn] = useState(Boolean(input.checked ?? input.defaultChecked));
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={input.checked ?? on}
          className={toggle.switchInput}
          aria-describedby={description ? `${id}-aide` : undefined}
          onChange={(event) => {
            setOn(event.target.checked);
            onChange?.(event);
          }}
        />
        <span>{label}</span>
      </label>
      {description ? (
        <p className={styles.help} id={`${id}-aide`}>
          {description}
        </p>
      ) : null}
    </div>
  );
});
