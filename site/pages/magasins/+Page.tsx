import { Breadcrumb } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import * as cards from '../../components/ProductCard.css';
import { ShopHoursTag } from '../../components/ShopHours';
import type { Data } from './+data';

const COUNTRIES = { FR: 'France', BE: 'Belgique', LU: 'Luxembourg' } as const;

/** Shop list (SPEC §2 `/magasins/`), grouped by country, with each shop's opening-hours tag. */
export default function Page() {
  const { shops } = useData<Data>();
  return (
    <>
      <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Nos magasins' }]} />
      <h1>Nos magasins</h1>
      {(Object.keys(COUNTRIES) as Array<keyof typeof COUNTRIES>).map((country) => (
        <section key={country} aria-labelledby={`pays-${country}`}>
          <h2 id={`pays-${country}`}>{COUNTRIES[country]}</h2>
          <ul className={cards.grid}>
            {shops
              .filter((shop) => shop.countryCode === country)
              .map((shop) => (
                <li key={shop.slug}>
                  <article className={cards.card}>
                    <h3 className={cards.name}>
                      <a href={`/magasins/${shop.slug}/`}>{shop.name}</a>
                    </h3>
                    <p className={cards.meta}>
                      {shop.street}, {shop.postcode} {shop.city}
                    </p>
                    <ShopHoursTag shop={shop} />
                  </article>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
