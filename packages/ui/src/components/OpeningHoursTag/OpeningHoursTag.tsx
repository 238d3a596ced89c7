import { type OpeningHours, openingHoursTag } from '@gamelle/domain';
import * as styles from './OpeningHoursTag.css';

export interface OpeningHoursTagProps {
  hours: OpeningHours;
  /** The instant to describe; pass it from the client after hydration to avoid a stale prerendered tag. */
  now: Date;
}

/**
 * « Ouvert · jusqu’à 19h00 », « Ferme bientôt », « Fermé · ouvre demain à 09h30 », exceptional
 * closings (SPEC §4).
 * @example <OpeningHoursTag hours={shop.openingHours} now={new Date()} />
 */
export function OpeningHoursTag({ hours, now }: OpeningHoursTagProps) {
  const tag = openingHoursTag(hours, now);
  const state = tag.kind === 'open' ? 'open' : tag.kind === 'closing_soon' ? 'soon' : 'closed';
  return (
    <span className={styles.tag({ state })} data-kind={tag.kind}>
      {tag.label}
    </span>
  );
}
