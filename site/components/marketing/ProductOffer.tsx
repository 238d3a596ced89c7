import { useEffect } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { consentedTo } from '../../lib/tracking/consent';

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
 * The product page's offer slot (SPEC §9 `ad_product_offer`), filled by the
 * tracking service's answer to `view_item` (`useProductOffer`, in the page's code), with consent to
 * personalised offers only, and reported once shown (SPEC §9 "each campaign reported once until the
 * next tracked event"). Its code comes only with an offer: a page without one ships none of it.
 */
export function ProductOffer({ data }: { data: unknown }) {
  const { localHref, t } = useI18n();

  const offer = consentedTo('marketing') ? asOffer(data) : null;
  const campaign = offer?.campaign;
  useEffect(() => {
    if (campaign) void import('../../lib/tracking/tracking.client').then((client) => client.report(campaign));
  }, [campaign]);
  if (!offer) return null;
  return (
    <aside aria-label={t('marketing.offer')} className={styles.offer}>
      <p className={styles.text}>{offer.text}</p>
      <a href={localHref(offer.href)}>{offer.label}</a>
    </aside>
  );
}
