import { JsonLd } from '../../components/JsonLd';
import { SITE_ORIGIN } from '../../lib/page/site-origin';

/** Organization and WebSite (with the search action) on the home page (SPEC §2 page head). */
export default function Head() {
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: 'Gamelle',
          url: `${SITE_ORIGIN}/`,
          logo: `${SITE_ORIGIN}/favicon.svg`,
          areaServed: ['FR', 'BE', 'LU'],
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            url: `${SITE_ORIGIN}/nous-contacter/`,
            availableLanguage: ['French', 'Dutch'],
            hoursAvailable: {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
              opens: '09:00',
              closes: '18:00',
            },
          },
        }}
      />
      <JsonLd
        data={{
          '@type': 'WebSite',
          name: 'Gamelle',
          url: `${SITE_ORIGIN}/`,
          inLanguage: 'fr',
          potentialAction: {
            '@type': 'SearchAction',
            target: `${SITE_ORIGIN}/rechercher/?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }}
      />
    </>
  );
}
