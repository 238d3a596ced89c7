import { formatDecimal, reviewCountLabel } from '@gamelle/domain';
import { useId } from 'react';
import * as styles from './Rating.css';

export const RATING_MAX = 5;

export interface RatingProps {
  /** Average out of 5 (SPEC §9 "rating out of 5"). */
  average: number;
  /** Number of reviews; 0 reads « Aucun avis » (SPEC §9 wording none, one, many). */
  count: number;
}

const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7L12 17.3 5.7 21.2l1.7-7L2 9.5l7.1-.6z';

/**
 * Stars and the number of reviews; the stars are drawn, the meaning is in the text.
 * @example <Rating average={4.6} count={128} />
 */
export function Rating({ average, count }: RatingProps) {
  const id = useId();
  const value = Math.max(0, Math.min(RATING_MAX, Number.isFinite(average) ? average : 0));
  if (count <= 0) return <span className={styles.rating}>{reviewCountLabel(0)}</span>;
  const text = `${formatDecimal(value, { maximumFractionDigits: 1 })} sur ${RATING_MAX}`;
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={`Note : ${text}`}>
        {Array.from({ length: RATING_MAX }, (_, i) => {
          const fill = Math.max(0, Math.min(1, value - i));
          const gradient = `${id}-${i}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never move
            <svg key={i} className={styles.star} viewBox="0 0 24 24" aria-hidden="true">
              <defs>
                <linearGradient id={gradient}>
                  <stop offset={fill} stopColor="currentColor" />
                  <stop offset={fill} stopColor="transparent" />
                </linearGradient>
              </defs>
              <path d={STAR} fill={`url(#${gradient})`} stroke="currentColor" strokeWidth="1.5" />
            </svg>
          );
        })}
      </span>
      <span aria-hidden="true" className={styles.text}>
        {text}
      </span>
      <span className={styles.text}>· {reviewCountLabel(count)}</span>
    </span>
  );
}
