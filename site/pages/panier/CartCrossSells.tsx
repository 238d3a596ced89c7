import { B2B_CHANNEL_CODE, type Cart } from '@gamelle/domain';
import useSWR from 'swr';
import { crossSell as crossSellBlock } from '../../components/cross-sell.deferred';
import { useCart } from '../../hooks/use-cart';
import { cartClient } from '../../lib/api/shop-api';
import { type CardProduct, toCardProduct } from '../../lib/catalogue/card-product';
import { useI18n } from '../../lib/i18n/i18n-context';
import { proOnly } from '../../styles/professional.css';
import * as styles from './Cart.css';

/** The products of a cart, in a stable order: the cart's cross-sell is asked again when they change. */
const productsOf = (cart: Cart) =>
  [...new Set(cart.items.map((item) => item.variant.productSku ?? item.variant.code))].sort().join(',');

/**
 * The cart's suggestions (SPEC §7 keys, fitted by the shop API to the cart: never a product it
 * has, the food of its animals — `GET /shop/orders/{token}/cross-sells`), and the professional
 * shop's large bags for a professional's cart, fitted the same way. An empty cart has nothing to fit:
 * it shows the lists prerendered with the page. Until the cart is known those keep their place,
 * unseen, so that nothing below moves (CLS) and no suggestion that does not fit is shown.
 */
export function CartCrossSells({ built, builtPro }: { built: CardProduct[]; builtPro: CardProduct[] }) {
  const { locale, t } = useI18n();
  const { cart } = useCart();
  const token = cart?.tokenValue ?? null;
  const professional = cart?.channelCode === B2B_CHANNEL_CODE;
  const fitted = useSWR(
    cart ? ['cart-cross-sells', locale, cart.tokenValue, productsOf(cart)] : null,
    () => cartClient.crossSells(token ?? '').then((products) => products.map(toCardProduct)),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  const fittedPro = useSWR(
    cart && professional ? ['cart-cross-sells-pro', locale, cart.tokenValue, productsOf(cart)] : null,
    () => cartClient.crossSells(token ?? '', { key: 'cross_sell_pro' }).then((products) => products.map(toCardProduct)),
    { revalidateOnFocus: false, keepPreviousData: true },
  );

  if (cart && (fitted.data || fitted.error)) {
    // The fitted lists replace the built ones (another key: the prerendered part is not updated, it goes).
    return (
      <>
        {fittedPro.data ? (
          <crossSellBlock.Deferred key="pro-fitted" title={t('cart.crossSellPro')} products={fittedPro.data} />
        ) : null}
        <crossSellBlock.Deferred key="fitted" title={t('cart.crossSell')} products={fitted.data ?? []} />
      </>
    );
  }
  return (
    <div className={cart === null ? undefined : styles.reserved}>
      <div className={proOnly} data-cross-sell="pro">
        <crossSellBlock.Deferred key="pro-built" title={t('cart.crossSellPro')} products={builtPro} />
      </div>
      <crossSellBlock.Deferred key="built" title={t('cart.crossSell')} products={built} />
    </div>
  );
}
