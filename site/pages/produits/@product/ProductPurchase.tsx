import { FREQUENCY_OPTIONS, frequencyWords, href, MAX_LINE_QUANTITY } from '@gamelle/domain';
import { Price } from '@gamelle/ui';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { PriceWithoutTax } from '../../../components/PriceWithoutTax';
import { UnitPrice } from '../../../components/UnitPrice';
import { productStore } from '../../../lib/catalogue/product-store';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { routePathname } from '../../../lib/i18n/locale';
import { MARKETING_EVENT, track, trackedItem } from '../../../lib/tracking/track';

/** The offer slot's code, only once an offer came (SPEC §9 `ad_product_offer`). */
const ProductOffer = lazy(() =>
  import('../../../components/marketing/ProductOffer').then((m) => ({ default: m.ProductOffer })),
);

import type { ProductVariantView } from './+data';
import * as styles from './Product.css';

const DEFAULT_FREQUENCY = 31;

type Status =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'added'; quantity: number }
  | { kind: 'error'; reason: string };

/** Counter rules (SPEC §5): not below 1, not above MAX_LINE_QUANTITY (99); what is not a number counts as 1. */
export function clampQuantity(raw: string): number {
  const value = Math.trunc(Number(raw));
  return Number.isFinite(value) ? Math.min(MAX_LINE_QUANTITY, Math.max(1, value)) : 1;
}

/** The format a URL names (`/produits/{product}/{format}/`), if any. */
function formatFromPath(slug: string): string | null {
  const match = new RegExp(`^/produits/${slug}/([a-z0-9-]+)/$`).exec(routePathname());
  return match?.[1] ?? null;
}

/**
 * Choosing and adding to the cart (SPEC §2 product page): format, one-off or subscription with its
 * frequency (10 % off, SPEC §9), quantity. Prices and stock shown at build are refreshed from the
 * content API at the summary level once the page is interactive.
 */
export function ProductPurchase({
  sku,
  slug,
  name,
  variants: built,
}: {
  sku: string;
  slug: string;
  name: string;
  variants: ProductVariantView[];
}) {
  const { locale, localHref, t } = useI18n();

  const [variants, setVariants] = useState(built);
  const [code, setCode] = useState(() => (built.find((v) => v.inStock) ?? built[0])?.code ?? '');
  const [mode, setMode] = useState<'once' | 'subscription'>('once');
  const [frequency, setFrequency] = useState(DEFAULT_FREQUENCY);
  const [quantity, setQuantity] = useState(1);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const ids = { formats: useId(), mode: useId(), frequency: useId(), status: useId() };

  // SPEC §9 `ad_product_offer`: the tracking service's answer to view_item may bring an offer
  // (listened to before view_item leaves: this effect is declared first).
  const [offer, setOffer] = useState<unknown>(undefined);
  useEffect(() => {
    const onAction = (event: Event) => {
      const { name, data } = (event as CustomEvent<{ name: string; data: unknown }>).detail;
      if (name === 'ad_product_offer') setOffer(data);
    };
    window.addEventListener(MARKETING_EVENT, onAction);
    return () => window.removeEventListener(MARKETING_EVENT, onAction);
  }, []);

  // SPEC §7 view_item, with the visitor's consent only (`track`): the shown format's price.
  useEffect(() => {
    const shown = built.find((v) => v.inStock) ?? built[0];
    track('view_item', { items: [trackedItem({ sku, name, cents: shown?.price ?? null })] });
  }, [sku, name, built]);

  useEffect(() => {
    const format = formatFromPath(slug);
    const fromUrl = built.find((v) => v.format === format);
    if (fromUrl) setCode(fromUrl.code);
    void productStore
      .load(sku, 1, locale)
      .then((live) => {
        if (!live) return;
        setVariants((current) =>
          current.map((variant) => {
            const fresh = live.ProductVariants.find((v) => v.code === variant.code);
            return fresh
              ? {
                  ...variant,
                  inStock: fresh.in_stock && fresh.show_variant !== false,
                  price: fresh.base_price ?? variant.price,
                  subscriptionPrice: fresh.base_price_subscription ?? variant.subscriptionPrice,
                }
              : variant;
          }),
        );
      })
      .catch(() => {
        // The prerendered prices and stock stay; the cart checks them again anyway.
      });
  }, [sku, slug, built, locale]);

  const selected = variants.find((v) => v.code === code) ?? variants[0];
  const canSubscribe = selected?.subscriptionPrice !== null && selected?.subscriptionPrice !== undefined;
  const subscription = mode === 'subscription' && canSubscribe;

  function choose(variant: ProductVariantView) {
    setCode(variant.code);
    setStatus({ kind: 'idle' });
    window.history.replaceState(window.history.state, '', href.product({ product: slug, format: variant.format }));
  }

  async function add() {
    if (!selected?.inStock || status.kind === 'adding') return;
    setStatus({ kind: 'adding' });
    try {
      const { addToCart } = await import('../../../lib/cart/add-to-cart');
      await addToCart(
        {
          variantCode: selected.code,
          quantity,
          subscriptionInterval: subscription ? frequency : null,
        },
        locale,
      );
      setStatus({ kind: 'added', quantity });
    } catch (error) {
      setStatus({ kind: 'error', reason: error instanceof Error ? error.message : String(error) });
    }
  }

  if (!selected) return null;
  return (
    <div className={styles.purchase}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('purchase.formats')}</legend>
        <div className={styles.options}>
          {variants.map((variant) => (
            <label key={variant.code} className={styles.option} data-checked={variant.code === code || undefined}>
              <input
                type="radio"
                className={styles.optionInput}
                name={ids.formats}
                value={variant.code}
                checked={variant.code === code}
                onChange={() => choose(variant)}
              />
              <span className={styles.optionText}>
                <span>{variant.name}</span>
                <Price cents={variant.price} tax="TTC" />
                <PriceWithoutTax cents={variant.price} />
                <UnitPrice cents={variant.price} quantity={variant} />
                <span className={variant.inStock ? styles.inStock : styles.outOfStock}>
                  {variant.inStock ? t('purchase.inStock') : t('purchase.outOfStock')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {canSubscribe ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('purchase.mode')}</legend>
          <div className={styles.options}>
            <label className={styles.option} data-checked={!subscription || undefined}>
              <input
                type="radio"
                className={styles.optionInput}
                name={ids.mode}
                checked={!subscription}
                onChange={() => setMode('once')}
              />
              <span className={styles.optionText}>
                <span>{t('purchase.mode.once')}</span>
                <Price cents={selected.price} tax="TTC" />
                <PriceWithoutTax cents={selected.price} />
                <UnitPrice cents={selected.price} quantity={selected} />
              </span>
            </label>
            <label className={styles.option} data-checked={subscription || undefined}>
              <input
                type="radio"
                className={styles.optionInput}
                name={ids.mode}
                checked={subscription}
                onChange={() => setMode('subscription')}
              />
              <span className={styles.optionText}>
                <span>{t('purchase.mode.subscription')}</span>
                <Price cents={selected.subscriptionPrice} tax="TTC" />
                <PriceWithoutTax cents={selected.subscriptionPrice} />
                <UnitPrice cents={selected.subscriptionPrice} quantity={selected} />
                <span className={styles.muted}>{t('purchase.mode.subscriptionHint')}</span>
              </span>
            </label>
          </div>
          {subscription ? (
            <label className={styles.frequency} htmlFor={ids.frequency}>
              {t('purchase.frequency')}
              <select
                id={ids.frequency}
                value={frequency}
                onChange={(event) => setFrequency(Number(event.target.value))}
              >
                {FREQUENCY_OPTIONS.map((option) => (
                  <option key={option.code} value={option.days}>
                    {frequencyWords(option, locale).description}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <label className={styles.quantity}>
          <span className={styles.visuallyHidden}>{t('purchase.quantity', { product: name })}</span>
          <span aria-hidden="true">{t('purchase.quantityShort')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            value={quantity}
            onChange={(event) => setQuantity(clampQuantity(event.target.value))}
          />
        </label>
        <button
          type="button"
          className={styles.addButton}
          onClick={() => void add()}
          aria-disabled={!selected.inStock || status.kind === 'adding'}
          aria-describedby={ids.status}
        >
          {status.kind === 'adding' ? t('purchase.adding') : t('purchase.addToCart')}
        </button>
      </div>
      <div id={ids.status} role="status" className={styles.status}>
        {!selected.inStock ? t('purchase.unavailable') : null}
        {status.kind === 'added' ? (
          <>
            {t('purchase.added', { quantity: status.quantity })}{' '}
            <a href={localHref(href.cart())}>{t('purchase.viewCart')}</a>
          </>
        ) : null}
        {status.kind === 'error' ? (
          <span className={styles.error}>{t('purchase.addError', { reason: status.reason })}</span>
        ) : null}
      </div>
      {offer === undefined ? null : (
        <Suspense fallback={null}>
          <ProductOffer data={offer} />
        </Suspense>
      )}
    </div>
  );
}
