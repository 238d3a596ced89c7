import { usePageContext } from 'vike-react/usePageContext';
import { JsonLd } from '../../../components/JsonLd';
import type { Data } from './+data';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** JSON-LD Store with its address, coordinates and opening hours. */
export default function Head() {
  const { data } = usePageContext() as unknown as { data: Data };
  const { shop } = data;
  const json = {
    '@type': 'PetStore',
    name: shop.name,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.street,
      postalCode: shop.postcode,
      addressLocality: shop.city,
      addressCountry: shop.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude },
    openingHoursSpecification: shop.openingHours.weekly.flatMap((day) =>
      day.closed
        ? []
        : day.ranges.map((r) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: DAYS[day.weekday - 1],
            opens: r.open,
            closes: r.close,
          })),
    ),
  };
  return <JsonLd data={json} />;
}
