import {
  B2B_CHANNEL_CODE,
  type Cart,
  FREE_SHIPPING_THRESHOLD_CENTS,
  FREQUENCY_OPTIONS,
  formatPrice,
  frequencyWords,
  hasOnlyFreeLines,
  href,
  isFreeLine,
  type Locale,
  MAX_LINE_QUANTITY,
} from '@gamelle/domain';
import { Alert, Button, Counter, FreeShippingProgress, Price, Skeleton } from '@gamelle/ui';
import { useEffect, useId, useState } from 'react';
import { CouponForm } from '../../components/CouponForm';
import { EmptyBowl } from '../../components/illustrations/EmptyBowl';
import { spot } from '../../components/illustrations/illustrations.css';
import { LinePrice } from '../../components/LinePrice';
import { PriceWithoutTax } from '../../components/PriceWithoutTax';
import { ProContact } from '../../components/ProContact';
import { UnitPrice } from '../../components/UnitPrice';
import { useCart } from '../../hooks/use-cart';
import { cartErrorMessage } from '../../lib/cart/cart';
import { i18nOf } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';

import { track } from '../../lib/tracking/track';
import * as styles from './Cart.css';

type Item = Cart['items'][number];

/**
 * The cart (SPEC §2 `/panier/`): lines with a quantity counter, removal, one-off or
 * subscription with the ten frequencies, coupon, free-shipping progress and the server's totals.
 * Every change shows at once and is confirmed by the server; a refusal shows the server's message
 * and the cart as the server has it. Once the server has taken a change, a status message says the
 * cart it answered — « Panier mis à jour : 3 articles, total 66,60 € TTC. », « Article retiré : votre
 * panier est maintenant vide. » — in a `role="status"` region there whatever the cart shows (RGAA 7.5).
 */
export function CartView() {
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      <CartContent announce={setAnnouncement} />
    </>
  );
}

/** What a change confirmed by the server is said as: the cart it answered. */
function confirmation(next: Cart | null, locale: Locale): string {
  const { t } = i18nOf(locale);
  if (!next) return t('cart.emptied');
  const count = next.items.reduce((sum, item) => sum + item.quantity, 0);
  return t('cart.updated', { count, total: formatPrice(next.total, { tax: 'TTC', locale }) });
}

function CartContent({ announce }: { announce: (message: string) => void }) {
  const { locale, localHref, t, tRich } = useI18n();

  const cart = useCart();
  const [failure, setFailure] = useState<string | null>(null);
  // SPEC §7 view_cart, once the cart is known, with the visitor's consent only (`track`).
  const token = cart.cart?.tokenValue ?? null;
  useEffect(() => {
    if (token) track('view_cart', {});
  }, [token]);
  const attempt = async (action: () => Promise<Cart | null>) => {
    setFailure(null);
    // Emptied first: the same words again (a frequency changed, the same total) are said again.
    announce('');
    try {
      announce(confirmation(await action(), locale));
    } catch (error) {
      setFailure(cartErrorMessage(error, t('cart.failed')));
    }
  };

  if (cart.error) {
    return (
      <div role="alert">
        <p>{t('cart.loadError')}</p>
        <Button tone="secondary" onClick={() => cart.reload()}>
          {t('cart.retry')}
        </Button>
      </div>
    );
  }
  if (cart.cart === undefined) return <CartLoading />;
  if (cart.cart === null) {
    return (
      <div data-cart-state="empty">
        <EmptyBowl className={spot} />
        <p>{t('cart.empty')}</p>
        <p>
          {tRich('cart.emptyHelp', {
            dog: (chunks) => <a href={localHref('/chien/croquettes/')}>{chunks}</a>,
            cat: (chunks) => <a href={localHref('/chat/croquettes/')}>{chunks}</a>,
          })}
        </p>
      </div>
    );
  }
  const { items, itemsTotal, total, couponCode, discountTotal, tokenValue, minimumOrder, taxTotal } = cart.cart;
  // ADR 0020: a professional's cart shows its total without VAT and the VAT it includes.
  const professional = cart.cart.channelCode === B2B_CHANNEL_CODE;
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className={styles.layout} data-cart-token={tokenValue}>
      <section aria-labelledby="lignes">
        <h2 id="lignes">{t('cart.count', { count })}</h2>
        {failure ? <Alert tone="critical">{failure}</Alert> : null}
        <ul className={styles.lines} aria-label={t('cart.lines')}>
          {items.map((item) =>
            isFreeLine(item) ? (
              <SampleLine key={item.id} item={item} onRemove={() => attempt(() => cart.removeLine(item.id))} />
            ) : (
              <CartLine
                key={item.id}
                item={item}
                onQuantity={(quantity) => attempt(() => cart.setQuantity(item.id, quantity))}
                onFrequency={(days) => attempt(() => cart.setFrequency(item.id, days))}
                onRemove={() => attempt(() => cart.removeLine(item.id))}
              />
            ),
          )}
        </ul>
        {items.some((item) => item.subscriptionInterval !== null) ? (
          <p className={styles.muted}>{t('cart.subscriptionNote')}</p>
        ) : null}
      </section>
      <section aria-labelledby="recapitulatif" className={styles.summary}>
        <h2 id="recapitulatif">{t('cart.summary')}</h2>
        <FreeShippingProgress totalCents={itemsTotal} thresholdCents={FREE_SHIPPING_THRESHOLD_CENTS} />
        <dl className={styles.totals}>
          <dt>{t('cart.itemsTotal')}</dt>
          <dd>
            <Price cents={itemsTotal} tax="TTC" />
          </dd>
          {couponCode && (discountTotal ?? 0) > 0 ? (
            <>
              <dt>{t('cart.discount')}</dt>
              <dd>
                −<Price cents={discountTotal ?? 0} />
              </dd>
            </>
          ) : null}
          <dt>{t('cart.shipping')}</dt>
          <dd>{t('cart.shippingLater')}</dd>
          <dt className={styles.total}>{t('cart.total')}</dt>
          <dd className={styles.total}>
            <Price cents={total} tax="TTC" />
          </dd>
          {professional && taxTotal !== undefined ? (
            <>
              <dt>{t('cart.totalWithoutTax')}</dt>
              <dd>
                <Price cents={total - taxTotal} tax="HT" />
              </dd>
              <dt>{t('cart.taxIncluded')}</dt>
              <dd>
                <Price cents={taxTotal} />
              </dd>
            </>
          ) : null}
        </dl>
        {hasOnlyFreeLines(items) ? (
          // Free samples come with an order (the cart's `free_only`): no checkout for them alone.
          <Alert tone="caution">
            <p className={styles.notice}>{t('cart.freeOnly')}</p>
            <p className={styles.notice}>
              {tRich('cart.emptyHelp', {
                dog: (chunks) => <a href={localHref('/chien/croquettes/')}>{chunks}</a>,
                cat: (chunks) => <a href={localHref('/chat/croquettes/')}>{chunks}</a>,
              })}
            </p>
          </Alert>
        ) : minimumOrder ? (
          // ADR 0020: a professional's cart under the minimum cannot go to payment.
          <Alert tone="caution">
            {t('cart.b2bMinimum', {
              missing: formatPrice(minimumOrder.missing, { locale: locale }),
              minimum: formatPrice(minimumOrder.minimum, { tax: 'TTC', locale: locale }),
            })}
          </Alert>
        ) : (
          <a className={styles.checkout} href={localHref(href.checkout({ order: tokenValue }))}>
            {t('cart.checkout')}
          </a>
        )}
        <CouponForm
          applied={couponCode ?? null}
          appliedText={t((discountTotal ?? 0) > 0 ? 'cart.couponApplied' : 'cart.couponNotGranted', {
            code: couponCode ?? '',
          })}
          onApply={(code) => cart.applyCoupon(code)}
          onRemove={(code) => attempt(() => cart.removeCoupon(code))}
          errorText={(failure) => cartErrorMessage(failure, t('cart.failed'))}
        />
        {professional ? <ProContact /> : null}
      </section>
    </div>
  );
}

/** The kit's `Skeleton` filling a box the stylesheet sizes (`styles.bones`): in place from the first paint. */
function Bone({ className, label }: { className: string; label?: string }) {
  return (
    <div className={className}>
      <Skeleton width="100%" height="100%" label={label} />
    </div>
  );
}

/**
 * The cart while it loads: placeholders shaped like a line and the summary, in the page's two
 * columns and about their size, so that nothing moves when the cart comes (CLS); « Chargement de
 * votre panier… » said once, by the first of them (the others are hidden from screen readers).
 */
function CartLoading() {
  const { t } = useI18n();

  const { bones } = styles;
  return (
    <div className={styles.layout} data-cart-state="loading">
      <div>
        <Bone className={bones.count} label={t('cart.loading')} />
        <div className={styles.line}>
          <div className={styles.lineHead}>
            <Bone className={bones.name} />
            <Bone className={bones.unitPrice} />
          </div>
          <div className={styles.controls}>
            <Bone className={bones.counter} />
            <Bone className={bones.frequency} />
            <Bone className={bones.remove} />
          </div>
          <Bone className={bones.lineTotal} />
        </div>
      </div>
      <div className={styles.summary}>
        <Bone className={bones.summaryTitle} />
        <Bone className={bones.progress} />
        <Bone className={bones.totals} />
        <Bone className={bones.checkout} />
        <Bone className={bones.coupon} />
      </div>
    </div>
  );
}

/**
 * A free sample's line: one of it, given with the order — no quantity to change, no subscription
 * (the cart refuses both), « Offert » where a price would be, and the way to take it out.
 */
function SampleLine({ item, onRemove }: { item: Item; onRemove: () => void }) {
  const { t } = useI18n();

  const name = `${item.variant.productName} ${item.variant.variantName}`;
  return (
    <li className={styles.line} data-free-line="">
      <div className={styles.lineHead}>
        <h3 className={styles.lineName}>
          {item.variant.productName} <span className={styles.muted}>{item.variant.variantName}</span>
        </h3>
        <p className={styles.sampleTag}>{t('cart.sample')}</p>
      </div>
      <p className={styles.muted}>{t('cart.sampleNote')}</p>
      <div className={styles.controls}>
        <Button tone="secondary" onClick={onRemove} aria-label={t('cart.removeLabel', { name })}>
          {t('cart.remove')}
        </Button>
      </div>
      <p>
        {t('cart.lineTotal')} <LinePrice cents={0} />
      </p>
    </li>
  );
}

function CartLine({
  item,
  onQuantity,
  onFrequency,
  onRemove,
}: {
  item: Item;
  onQuantity: (quantity: number) => void;
  onFrequency: (days: number | null) => void;
  onRemove: () => void;
}) {
  const { locale, t } = useI18n();

  const id = useId();
  const name = `${item.variant.productName} ${item.variant.variantName}`;
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <h3 className={styles.lineName}>
          {item.variant.productName} <span className={styles.muted}>{item.variant.variantName}</span>
        </h3>
        <p className={styles.muted}>
          {t('cart.unitPrice')} <Price cents={item.variant.unitPrice} tax="TTC" />
          <PriceWithoutTax cents={item.variant.unitPrice} />{' '}
          <UnitPrice cents={item.variant.unitPrice} quantity={item.variant} />
        </p>
      </div>
      <div className={styles.controls}>
        <Counter
          label={t('cart.quantity', { name })}
          value={item.quantity}
          min={1}
          max={MAX_LINE_QUANTITY}
          alwaysOpen
          onChange={onQuantity}
        />
        <div className={styles.frequency}>
          <label htmlFor={`${id}-frequence`}>{t('cart.mode')}</label>
          <select
            id={`${id}-frequence`}
            value={item.subscriptionInterval ?? ''}
            onChange={(event) => onFrequency(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('cart.once')}</option>
            {FREQUENCY_OPTIONS.map((option) => (
              <option key={option.code} value={option.days}>
                {frequencyWords(option, locale).description}
              </option>
            ))}
          </select>
        </div>
        <Button tone="secondary" onClick={onRemove} aria-label={t('cart.removeLabel', { name })}>
          {t('cart.remove')}
        </Button>
      </div>
      <p>
        {t('cart.lineTotal')} <Price cents={item.variant.unitPrice * item.quantity} tax="TTC" />
      </p>
    </li>
  );
}
