import { href } from '@gamelle/domain';
import { useId, useState } from 'react';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import * as styles from './Sample.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'added' }
  /** `ruled`: the cart refused it by its rules (a 422): the cart is there, with its samples. */
  | { kind: 'refused'; message: string; ruled: boolean };

/**
 * The sample page's one action: its free sample into the cart (created only now, SPEC §4). The cart
 * holds it to the free-sample rules — one of each sample, three samples a cart, never alone, never
 * a subscription — and a refusal shows the cart's own words, in its language (« Un seul exemplaire
 * de cet échantillon offert par commande. »). Once added, the way to the cart and to a product to
 * order it with.
 */
export function SampleAdd({
  variantCode,
  inStock,
  animal,
}: {
  variantCode: string;
  inStock: boolean;
  animal: 'dog' | 'cat';
}) {
  const { locale, localHref, t, tRich } = useI18n();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const statusId = useId();

  async function add() {
    if (!inStock || status.kind === 'adding') return;
    setStatus({ kind: 'adding' });
    try {
      const { addToCart } = await import('../../../../lib/cart/add-to-cart');
      await addToCart({ variantCode, quantity: 1, sourceItemList: 'sample' }, locale);
      setStatus({ kind: 'added' });
    } catch (error) {
      const { cartErrorMessage, isCartRefusal } = await import('../../../../lib/cart/cart');
      setStatus({
        kind: 'refused',
        message: cartErrorMessage(error, t('sample.addFailed')),
        ruled: isCartRefusal(error),
      });
    }
  }

  return (
    <div className={styles.take}>
      <button
        type="button"
        className={styles.addButton}
        onClick={() => void add()}
        aria-disabled={!inStock || status.kind === 'adding'}
        aria-describedby={statusId}
      >
        {status.kind === 'adding' ? t('sample.adding') : t('sample.add')}
      </button>
      <div id={statusId} role="status" className={styles.status}>
        {!inStock ? <p>{t('sample.unavailable')}</p> : null}
        {status.kind === 'added' ? (
          <p>
            {t('sample.added')} <a href={localHref(href.cart())}>{t('sample.viewCart')}</a>
          </p>
        ) : null}
        {status.kind === 'refused' ? (
          <p>
            <span className={styles.error}>{status.message}</span>{' '}
            {status.ruled ? <a href={localHref(href.cart())}>{t('sample.viewCart')}</a> : null}
          </p>
        ) : null}
        {status.kind === 'added' || status.kind === 'refused' ? (
          <p>
            {tRich('sample.withProduct', {
              animal,
              link: (chunks) => (
                <a href={localHref(animal === 'dog' ? '/chien/croquettes/' : '/chat/croquettes/')}>{chunks}</a>
              ),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
