import { statusBadge } from '@gamelle/domain';
import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './StatusBadge.css';
import { STATUS_BADGE_WORDS } from './words';

export interface StatusBadgeProps {
  /** An order, payment, shipment or subscription status (SPEC §4); unknown ones show raw, in grey. */
  status: string;
}

/**
 * The colour and label of a status (SPEC §4): French by default, the kit's `statuses` in Dutch
 * (`KitLocaleProvider`). Colour is never the only signal: the label is text. Use it wherever an
 * order, a payment, a shipment or a subscription shows its status; `data-color` gives the colour.
 * @example <StatusBadge status="awaiting_payment" />
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { color, label } = statusBadge(status);
  const messages = useKitWords(STATUS_BADGE_WORDS);
  return (
    <span className={styles.badge({ color })} data-color={color}>
      {messages.statuses[status] ?? label}
    </span>
  );
}
