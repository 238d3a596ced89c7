import type { ReactNode } from 'react';
import * as styles from './Alert.css';

export const ALERT_TONES = ['info', 'positive', 'caution', 'critical'] as const;

export interface AlertProps {
  /** `critical` and `caution` are announced at once (`role="alert"`); the others politely (`role="status"`). */
  tone?: (typeof ALERT_TONES)[number];
  /** A short bold first line, e.g. « Paiement échoué ». */
  title?: ReactNode;
  /** The message itself, under the title. */
  children?: ReactNode;
  /** An action under the text, such as « Payer maintenant ». */
  action?: ReactNode;
}

/**
 * A message about the page or an order: a confirmation, a warning, a failed payment. Use it for
 * news the shopper should notice without being stopped (a `Dialog` stops them); the tone says how
 * urgent it is and how screen readers announce it. Not for a field's error: the fields show their
 * own, under the control.
 * @example <Alert tone="critical" title="Paiement échoué">Mettez à jour votre carte.</Alert>
 */
export function Alert({ tone = 'info', title, children, action }: AlertProps) {
  const urgent = tone === 'critical' || tone === 'caution';
  return (
    <div role={urgent ? 'alert' : 'status'} className={styles.alert({ tone })} data-tone={tone}>
      {title ? <strong>{title}</strong> : null}
      {children ? <div>{children}</div> : null}
      {action ? <div>{action}</div> : null}
    </div>
  );
}
