import { formatDecimal } from '@gamelle/domain';
import { useId } from 'react';
import { useKitWords } from '../KitLocale/KitLocale';
import * as styles from './Rating.css';
import { RATING_WORDS } from './words';

export const RATING_MAX = 5;

export interface RatingProps {
  /** Average out of 5 (SPEC §9 "rating out of 5"). */
  average: number;
  /** Number of reviews; 0 reads « Aucun avis » (SPEC §9 wording none, one, many). */
  count: number;
}

/** A star of a 24-unit cell (its points span x 2 to 22), drawn from its top point. */
const STAR_FROM_TOP = 'l2.9 6.9 7.1.6-5.4 4.7 1.7 7-6.3-3.9-6.3 3.9 1.7-7-5.4-4.7 7.1-.6z';
/** Stars are 24 units apart plus a 3-unit gap; the row is 132 units wide. */
const CELL = 24;
const PITCH = 27;
const ROW = PITCH * (RATING_MAX - 1) + CELL;
/** The five stars as one path: one SVG a rating instead of five (fewer elements to lay out). */
const STARS = Array.from({ length: RATING_MAX }, (_, i) => `M${PITCH * i + 12} 2${STAR_FROM_TOP}`).join('');

/**
 * Where the fill of the row stops, as a fraction of its width: full stars up to the average's
 * whole part, then that fraction of the next star's own width (a star spans x 2 to 22 of its cell).
 */
export function starFillOffset(average: number): number {
  if (average >= RATING_MAX) return 1;
  const whole = Math.floor(average);
  return (PITCH * whole + 2 + 20 * (average - whole)) / ROW;
}

/**
 * Stars and the number of reviews; the stars are drawn, the meaning is in the text (« 4,6 sur 5 »).
 * Use it on product cards and pages, with the average and the count of the product's reviews.
 * @example <Rating average={4.6} count={128} />
 */
export function Rating({ average, count }: RatingProps) {
  const id = useId();
  const messages = useKitWords(RATING_WORDS);
  const value = Math.max(0, Math.min(RATING_MAX, Number.isFinite(average) ? average : 0));
  if (count <= 0) return <span className={styles.rating}>{messages.reviewCount(0)}</span>;
  const text = messages.outOf(formatDecimal(value, { maximumFractionDigits: 1 }), RATING_MAX);
  const fill = starFillOffset(value);
  return (
    <span className={styles.rating}>
      <svg className={styles.stars} viewBox={`0 0 ${ROW} ${CELL}`} role="img" aria-label={messages.ratingLabel(text)}>
        <defs>
          <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" y1="0" x2={ROW} y2="0">
            <stop offset={fill} stopColor="currentColor" />
            <stop offset={fill} stopColor="transparent" />
          </linearGradient>
        </defs>
        <path d={STARS} fill={`url(#${id})`} stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span aria-hidden="true" className={styles.text}>
        {text}
      </span>
      <span className={styles.text}>· {messages.reviewCount(count)}</span>
    </span>
  );
}
