import { useEffect, useState } from 'react';
import { consentedTo } from '../../lib/consent';
import { t } from '../../lib/i18n';
import { MARKETING_EVENT } from '../../lib/track';
import * as styles from './ProductOffer.css';

/** SPEC §9 `ad_product_offer` as the tracking service answers it (docs/api.md). */
interface Offer {
  campaign: string;
  text: string;
  href: string;
  label: string;
}

function asOffer(data: unknown): Offer | null {
  if (!data || typeof data !== 'object') return null;
  const { campaign, text, href, label } = data as Record<string, unknown>;
  // Only a path of the shop: an answer never sends the visitor elsewhere.
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return null;
  if (typeof campaign !== 'string' || typeof text !== 'string' || typeof label !== 'string') return null;
  return { campaign, text, href, label };
}

/**
 * The product page's offer slot (SPEC §9 `ad_product_offer`, issue 26 item 4): filled by the
 * tracking service's answer to `view_item`, with consent to personalised offers only, and reported
 * once shown (SPEC §9 "each campaign reported once until the next tracked event"). Mounted before
 * the page sends `view_item`, so the answer finds it listening.
 */
export function ProductOffer() {
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    const onAction = (event: Event) => {
      const { name, data } = (event as CustomEvent<{ name: string; data: unknown }>).detail;
      if (name !== 'ad_product_offer') return;
      const next = consentedTo('marketing') ? asOffer(data) : null;
      setOffer(next);
      if (next) void import('../../lib/tracking.client').then((client) => client.report(next.campaign));
    };
    window.addEventListener(MARKETING_EVENT, onAction);
    return () => window.removeEventListener(MARKETING_EVENT, onAction);
  }, []);
  if (!offer) return null;
  return (
    <aside aria-label={t('marketing.offer')} className={styles.offer}>
      <p className={styles.text}>{offer.text}</p>
      <a href={offer.href}>{offer.label}</a>
    </aside>
  );
}
