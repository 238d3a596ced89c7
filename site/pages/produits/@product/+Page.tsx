import { formatDecimal } from '@gamelle/domain';
import { Image, imageKitUrl, Prerendered, Price, Rating, RichHtml } from '@gamelle/ui';
import { Suspense } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PriceWithoutTax } from '../../../components/PriceWithoutTax';
import { useI18n } from '../../../lib/i18n/i18n-context';

import * as content from '../../../styles/content.css';
import * as tables from '../../../styles/table.css';
import type { Data } from './+data';
import { crossSell as crossSellBlock } from './cross-sell.deferred';
import * as styles from './Product.css';
import { purchase } from './purchase.deferred';
import { rationCalculator } from './ration.deferred';

/**
 * Product page (SPEC §2 `/produits/{product}/{format?}/`): name, price, composition and analysis
 * complete without JavaScript; choosing and adding to the cart once interactive. The sections
 * below the purchase block are text only: kept as prerendered when the page hydrates.
 */
export default function Page() {
  const { locale, t, tRich } = useI18n();

  const { product, crossSell } = useData<Data>();
  // The address as the shopper sees it (`/nl/…` included): the other language is another choice.
  const { urlOriginal } = usePageContext();
  const reviewLang = locale === 'fr' ? undefined : 'fr';
  return (
    <>
      <div className={styles.layout}>
        <div>
          {product.image ? (
            <Image
              src={product.image.url}
              alt={product.image.alternativeText ?? product.name}
              width={560}
              height={560}
              buildUrl={imageKitUrl}
              widths={[280, 560, 1120]}
              sizes="(min-width: 768px) 50vw, 100vw"
              priority
            />
          ) : null}
        </div>
        <div>
          <h1>{product.name}</h1>
          {product.brand ? <p className={styles.muted}>{t('product.brand', { brand: product.brand })}</p> : null}
          {product.reviews ? <Rating average={product.reviews.average} count={product.reviews.count} /> : null}
          <p>
            {t('card.fromPrice')} <Price cents={product.price} tax="TTC" />
            <PriceWithoutTax cents={product.price} />
            {product.subscriptionPrice !== null ? (
              <>
                {' · '}
                <Price cents={product.subscriptionPrice} tax="TTC" /> {t('product.subscriptionFrom')}
              </>
            ) : null}
          </p>
          {product.shortDescription ? <p>{product.shortDescription}</p> : null}
          {/* Keyed by the URL: a page change to another product or format starts a new choice. */}
          <purchase.Deferred
            key={urlOriginal}
            sku={product.sku}
            slug={product.slug}
            name={product.name}
            variants={product.variants}
          />
        </div>
      </div>
      <Suspense>
        {product.descriptionHtml ? (
          <Prerendered
            as="section"
            contentKey={product.descriptionHtml}
            aria-labelledby="description"
            className={content.belowFold}
          >
            <h2 id="description">{t('product.description')}</h2>
            <RichHtml html={product.descriptionHtml} />
          </Prerendered>
        ) : null}
        {product.composition ? (
          <Prerendered
            as="section"
            contentKey={product.composition}
            aria-labelledby="composition"
            className={content.belowFold}
          >
            <h2 id="composition">{t('product.composition')}</h2>
            <p>{product.composition}</p>
          </Prerendered>
        ) : null}
        {product.analyticalConstituents.length > 0 || product.metabolizableEnergy ? (
          <Prerendered
            as="section"
            contentKey={JSON.stringify([product.analyticalConstituents, product.metabolizableEnergy])}
            aria-labelledby="constituants"
            className={content.belowFold}
          >
            <h2 id="constituants">{t('product.constituents')}</h2>
            <table className={tables.table} aria-labelledby="constituants">
              <tbody>
                {product.analyticalConstituents.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
                {product.metabolizableEnergy ? (
                  <tr>
                    <th scope="row">{t('product.energy')}</th>
                    <td>
                      {/* Written by the domain, not Intl: no ICU number data to load while the page hydrates (ADR 0008). */}
                      {t('product.energyValue', { value: formatDecimal(product.metabolizableEnergy) })}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </Prerendered>
        ) : null}
        {product.feedingTable.length > 0 ? (
          <Prerendered
            as="section"
            contentKey={JSON.stringify(product.feedingTable)}
            aria-labelledby="rationnement"
            className={content.belowFold}
          >
            <h2 id="rationnement">{t('product.feeding')}</h2>
            <table className={tables.table} aria-labelledby="rationnement">
              <thead>
                <tr>
                  <th scope="col">{t('product.feeding.weight')}</th>
                  <th scope="col">{t('product.feeding.daily')}</th>
                </tr>
              </thead>
              <tbody>
                {product.feedingTable.map((row) => (
                  <tr key={row.weightKg}>
                    <td>{row.weightKg} kg</td>
                    <td>{row.gramsPerDay} g</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Prerendered>
        ) : null}
        {product.json_avis.length > 0 ? (
          <Prerendered
            as="section"
            contentKey={JSON.stringify([product.reviews, product.json_avis])}
            aria-labelledby="avis"
            className={content.belowFold}
          >
            <h2 id="avis">{t('product.reviews')}</h2>
            {product.reviews ? (
              <p>
                {product.reviews.label}
                {typeof product.reviews.satisfaction === 'number'
                  ? ` · ${t('product.satisfaction', { percent: product.reviews.satisfaction })}`
                  : null}
              </p>
            ) : null}
            {product.json_avis.map((review) => (
              <article key={`${review.author}-${review.date}`}>
                {/* Reviews are written by French-speaking customers: said in French on a Dutch page (WCAG 3.1.2). */}
                <h3 lang={reviewLang}>{review.title}</h3>
                <p>
                  {tRich('product.review', {
                    text: reviewLang ? <span lang={reviewLang}>{review.text}</span> : review.text,
                    author: review.author,
                    date: review.dateLabel,
                    rating: review.rating,
                  })}
                </p>
              </article>
            ))}
          </Prerendered>
        ) : null}
      </Suspense>
      {product.animal === 'dog' && product.foodType === 'dry' && product.metabolizableEnergy ? (
        <div className={content.belowFold}>
          <rationCalculator.Deferred
            energyKcalPerKg={product.metabolizableEnergy}
            bags={product.variants.flatMap((v) =>
              v.weightKg ? [{ code: v.code, name: v.name, weightKg: v.weightKg }] : [],
            )}
          />
        </div>
      ) : null}
      <div className={content.belowFold}>
        <crossSellBlock.Deferred title={t('product.crossSell')} products={crossSell} hideInCart />
      </div>
    </>
  );
}
