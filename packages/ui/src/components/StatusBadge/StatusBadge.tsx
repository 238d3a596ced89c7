import { statusBadge } from '@gamelle/domain';
import * as styles from './StatusBadge.css';

export interface StatusBadgeProps {
  /** An order, payment, shipment or subscription status (SPEC §4); unknown ones show raw, in grey. */
  status: string;
}

/**
 * The colour and French label of a status (SPEC §4). Colour is never the only signal: the label is text.
 * @example <StatusBadge status="awaiting_payment" />
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { color, label } = statusBadge(status);
  return (
    <span className={styles.badge({ color })} data-color={color}>
      {label}
    </span>
  );
}
