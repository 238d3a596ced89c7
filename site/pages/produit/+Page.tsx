import { Breadcrumb, Image, imageKitUrl, Price, Rating } from '@gamelle/ui';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import * as styles from './Product.css';

const ANIMAL = { dog: { label: 'Chien', href: '/chien/' }, cat: { label: 'Chat', href: '/chat/' } } as const;

/** Product page (SPEC §2 `/produits/{product}/`): complete without JavaScript. */
export default function Page() {
  const { product } = useData<Data>();
  const animal = ANIMAL[product.animal];
  return (
    <>
      <Breadcrumb items={[{ label: 'Accueil', href: '/' }, animal, { label: product.name }]} />
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
          {product.brand ? <p className={styles.muted}>{product.brand}</p> : null}
          {product.reviews ? <Rating average={product.reviews.average} count={product.reviews.count} /> : null}
          <p>
            À partir de <Price cents={product.price} tax="TTC" />
            {product.subscriptionPrice !== null ? (
              <>
                {' '}
                · <Price cents={product.subscriptionPrice} tax="TTC" /> avec l’abonnement (−10 %)
              </>
            ) : null}
          </p>
          <h2>Formats</h2>
          <ul className={styles.variants}>
            {product.variants.map((variant) => (
              <li key={variant.code} className={styles.variant}>
                <span>{variant.name}</span>
                <span>
                  <Price cents={variant.price} tax="TTC" />
                  {variant.active ? null : <span className={styles.muted}> — en rupture de stock</span>}
                </span>
              </li>
            ))}
          </ul>
          {product.shortDescription ? <p>{product.shortDescription}</p> : null}
        </div>
      </div>
      {product.composition ? (
        <section aria-labelledby="composition">
          <h2 id="composition">Composition</h2>
          <p>{product.composition}</p>
        </section>
      ) : null}
      {product.analyticalConstituents.length > 0 ? (
        <section aria-labelledby="constituants">
          <h2 id="constituants">Constituants analytiques</h2>
          <table className={styles.table}>
            <tbody>
              {product.analyticalConstituents.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={styles.cell}>
                    {row.label}
                  </th>
                  <td className={styles.cell}>{row.value}</td>
                </tr>
              ))}
              {product.metabolizableEnergy ? (
                <tr>
                  <th scope="row" className={styles.cell}>
                    Énergie métabolisable
                  </th>
                  <td className={styles.cell}>{product.metabolizableEnergy.toLocaleString('fr-FR')} kcal/kg</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.feedingTable.length > 0 ? (
        <section aria-labelledby="rationnement">
          <h2 id="rationnement">Table de rationnement</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Poids de l’animal
                </th>
                <th scope="col" className={styles.cell}>
                  Quantité par jour
                </th>
              </tr>
            </thead>
            <tbody>
              {product.feedingTable.map((row) => (
                <tr key={row.weightKg}>
                  <td className={styles.cell}>{row.weightKg} kg</td>
                  <td className={styles.cell}>{row.gramsPerDay} g</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {product.json_avis.length > 0 ? (
        <section aria-labelledby="avis">
          <h2 id="avis">Avis clients</h2>
          {product.json_avis.map((review) => (
            <article key={`${review.author}-${review.date}`}>
              <h3>{review.title}</h3>
              <p>
                {review.text} — {review.author},{' '}
                {new Date(review.date).toLocaleDateString('fr-FR', { timeZone: 'UTC' })}, {review.rating} sur 5
              </p>
            </article>
          ))}
        </section>
      ) : null}
    </>
  );
}
