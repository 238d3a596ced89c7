import { href } from '@gamelle/domain';
import { useData } from 'vike-react/useData';
import { ShopHoursTag } from '../../../components/ShopHours';
import { SHOP_COUNTRIES, SHOP_MAP_PATH } from '../../../lib/catalogue/shops';
import type { MessageId } from '../../../lib/i18n/i18n';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { Data } from './+data';
import * as styles from './Shops.css';

/**
 * Shop locator (SPEC §2 `/magasins/`): the numbered list, grouped by country, beside the map. The
 * list is the way through with a keyboard or a screen reader; the map (a picture made at build
 * from an npm package of country shapes) shows the same numbers.
 */
export default function Page() {
  const { localHref, t } = useI18n();

  const { shops, map } = useData<Data>();
  let number = 0;
  return (
    <>
      <h1>{t('shops.title')}</h1>
      <p>{t('shops.intro', { count: shops.length })}</p>
      <div className={styles.layout}>
        <nav aria-label={t('shops.list')} className={styles.list}>
          {SHOP_COUNTRIES.map((country) => {
            const inCountry = shops.filter((shop) => shop.countryCode === country);
            if (inCountry.length === 0) return null;
            return (
              <section key={country} aria-labelledby={`pays-${country}`}>
                <h2 id={`pays-${country}`}>{t(`shops.country.${country}` as MessageId)}</h2>
                <ol className={styles.shops} start={number + 1}>
                  {inCountry.map((shop) => {
                    number += 1;
                    return (
                      <li key={shop.slug} className={styles.shop}>
                        <span className={styles.number} aria-hidden="true">
                          {number}
                        </span>
                        <div>
                          <h3 className={styles.name}>
                            <a href={localHref(href.shop({ shop: shop.slug }))}>{shop.name}</a>
                          </h3>
                          <p className={styles.address}>
                            {shop.street}, {shop.postcode} {shop.city}
                          </p>
                          <ShopHoursTag shop={shop} />
                        </div>
                      </li>
                    );
                  })}
                </ol>
              </section>
            );
          })}
        </nav>
        <figure className={styles.map}>
          <img
            src={SHOP_MAP_PATH}
            width={map.width}
            height={map.height}
            alt={t('shops.map', {
              count: shops.length,
              names: shops.map((shop, index) => `${index + 1}. ${shop.name}`).join(', '),
            })}
            className={styles.mapImage}
            decoding="async"
          />
        </figure>
      </div>
    </>
  );
}
