import { priceWithoutTax, VAT_RATE_PERCENT } from '@gamelle/domain';
import { Price } from '@gamelle/ui';
import { proOnly } from '../styles/professional.css';

/**
 * A price with VAT, again without VAT, for a professional account only (ADR 0020: the
 * professional shop shows prices HT and TTC). Prerendered and hidden for everyone else.
 */
export function PriceWithoutTax({ cents }: { cents: number | null }) {
  if (cents === null) return null;
  return (
    <span className={proOnly} data-price-ht="">
      {' '}
      <Price cents={priceWithoutTax(cents, VAT_RATE_PERCENT)} tax="HT" />
    </span>
  );
}
