import { formatPrice, type PriceUnit, type TaxMode } from '@gamelle/domain';
import { visuallyHidden } from '../../private/visually-hidden.css';
import { useKitLocale, useKitWords } from '../KitLocale/KitLocale';
import * as styles from './Price.css';
import { PRICE_WORDS } from './words';

export interface PriceProps {
  /** Integer cents (SPEC §3). A non-integer shows dashes; zero shows « Gratuit ». */
  cents: number | null | undefined;
  /** Adds HT or TTC. */
  tax?: TaxMode;
  /** Price per unit (kg, g, l). */
  unit?: PriceUnit;
  /** A crossed-out former price, in cents (the subscription discount, a promotion). */
  previousCents?: number | null;
}

/**
 * A price as the spec displays it (« 24,90 € TTC », « Gratuit »), with an optional former price
 * crossed out and read as « au lieu de ». Use it for every amount shown to a shopper, so the
 * format, the tax mention and the language stay the same everywhere (`KitLocaleProvider`).
 * @example <Price cents={2490} tax="TTC" previousCents={2767} />
 */
export function Price({ cents, tax, unit, previousCents }: PriceProps) {
  const locale = useKitLocale();
  const messages = useKitWords(PRICE_WORDS);
  return (
    <span>
      <span className={styles.price}>{formatPrice(cents, { tax, unit, locale })}</span>
      {typeof previousCents === 'number' && previousCents !== cents ? (
        <>
          <span className={visuallyHidden}>{` ${messages.insteadOf} `}</span>
          <del className={styles.previous}>{formatPrice(previousCents, { tax, unit, locale })}</del>
        </>
      ) : null}
    </span>
  );
}
