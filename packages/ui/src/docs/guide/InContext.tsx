import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { FreeShippingProgress } from '../../components/FreeShippingProgress/FreeShippingProgress';
import { Link } from '../../components/Link/Link';
import { Price } from '../../components/Price/Price';
import { Rating } from '../../components/Rating/Rating';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import * as styles from './guide.css';
import { SAMPLE } from './TypeScale';

/**
 * A product card and a cart summary, as a shop page would put them together, made of the kit's
 * public components (and two plain boxes, the card and the summary, styled with `vars` alone).
 */
export function ProductScene() {
  const product = useId();
  const cart = useId();
  return (
    <div className={`sb-unstyled ${styles.scene}`}>
      <article className={styles.card} aria-labelledby={product}>
        <h3 id={product} className={styles.cardTitle}>
          {SAMPLE}
        </h3>
        <p className={styles.cardText}>Sac de 12 kg, sans céréales, fabriqué en France.</p>
        <Rating average={4.6} count={128} />
        <p className={styles.cardPrice}>
          <Price cents={4590} previousCents={5290} tax="TTC" />
        </p>
        <Button fullWidth>Ajouter au panier</Button>
        <Button tone="secondary" fullWidth>
          Ajouter aux favoris
        </Button>
        <Link href="/chien/croquettes/">Voir la composition</Link>
      </article>
      <section className={styles.card} aria-labelledby={cart}>
        <h3 id={cart} className={styles.cardTitle}>
          Votre panier
        </h3>
        <FreeShippingProgress totalCents={3690} thresholdCents={4900} />
        <Alert tone="positive" title="Abonnement activé">
          Votre prochaine livraison part le 12 mars.
        </Alert>
        <p className={styles.cardLine}>
          <span>Commande n° 10 482</span>
          <StatusBadge status="shipped" />
        </p>
      </section>
    </div>
  );
}
