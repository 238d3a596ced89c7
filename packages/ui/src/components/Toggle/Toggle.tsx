import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from '../Field/Field.css';
import * as toggle from './Toggle.css';

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  /** What the switch turns on, after it. */
  label: ReactNode;
  /** Help under the label. */
  description?: ReactNode;
}

/**
 * An on/off switch (`role="switch"` on a native checkbox, so `register` works). The checkbox's own
 * checked state is what assistive technologies read: no `aria-checked` to fall out of step with it.
 * Use it for an on/off setting or a yes/no that reveals more of the form; accepting terms is a `Checkbox`.
 * @example <Toggle label="Mon animal a une pathologie" {...register('feature.hasFeature')} />
 */
export const Toggle = forwardRef<HTMLInputElement, ToggleProps>(function Toggle(
  { label, description, id: givenId, ...input },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox gives role="switch" its checked state (ARIA in HTML: no aria-checked on it)
          role="switch"
          className={toggle.switchInput}
          aria-describedby={description ? `${id}-aide` : undefined}
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
