import { DEFAULT_LOCALE, type Locale } from '@gamelle/domain';
import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../../../components/JsonLd';
import { productJsonLd } from '../../../lib/page/product-json-ld';
import { SITE_ORIGIN } from '../../../lib/page/site-origin';
import type { Data } from './+data';

/** JSON-LD Product with an Offer in EUR per format and its AggregateRating (SPEC §2 page head). */
export default function Head() {
  const pageContext = usePageContext();
  const { product } = (pageContext as unknown as { data: Data }).data;
  const locale = (pageContext as { locale?: Locale }).locale ?? DEFAULT_LOCALE;
  return <JsonLd data={productJsonLd(product, { origin: SITE_ORIGIN, locale })} />;
}
