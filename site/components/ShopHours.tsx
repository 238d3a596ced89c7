import type { Shop } from '@gamelle/domain';
import { OpeningHoursTag } from '@gamelle/ui';
import { useEffect, useState } from 'react';

/**
 * The opening-hours tag of a shop at the visitor's instant. It is computed after hydration: a
 * prerendered « Ouvert » would be wrong by the time someone reads it.
 */
export function ShopHoursTag({ shop }: { shop: Pick<Shop, 'openingHours'> }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now ? <OpeningHoursTag hours={shop.openingHours} now={now} /> : null;
}
