import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import * as styles from './Button.css';

export const BUTTON_TONES = ['primary', 'secondary', 'critical'] as const;
export const BUTTON_SIZES = ['medium', 'small'] as const;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /**
   * Visual weight: `primary` for the one main action of a view, `secondary` for the others,
   * `critical` for destructive actions.
   * @default 'primary'
   */
  tone?: (typeof BUTTON_TONES)[number];
  /**
   * `small` for secondary actions inside a component (a dialog's « Fermer », a file's « Retirer »).
   * @default 'medium'
   */
  size?: (typeof BUTTON_SIZES)[number];
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
  /**
   * The action is running: the button stays focusable, announces itself as busy and ignores
   * clicks, so a form cannot be submitted twice (SPEC §5 "A pending flag blocks double submit").
   * @selector [data-pending]
   */
  pending?: boolean;
  /**
   * Disables the button. Prefer leaving it enabled and explaining what is missing.
   * @selector [data-disabled]
   */
  disabled?: boolean;
  /** The button's text: a verb saying what happens, « Ajouter au panier ». */
  children: ReactNode;
}

/**
 * The kit's button, for an action on the page: submitting a form, opening a dialog, adding to the
 * cart. Use a `Link` instead when it leads to another page. Defaults to `type="button"` so it never
 * submits a form by accident; give `type="submit"` and `pending` to a form's main button.
 * @example
 * <Button tone="primary" onClick={addToCart}>Ajouter au panier</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, fullWidth, pending = false, disabled = false, type = 'button', className, onClick, children, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      data-disabled={disabled || undefined}
      className={[styles.button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </button>
  );
});
