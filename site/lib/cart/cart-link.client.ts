import { ApiError } from '@gamelle/api-client';
import { type Cart, parseCartLink, planCartLink, stripCartLinkParams } from '@gamelle/domain';
import { cartClient } from '../api/shop-api';
import { i18nOf } from '../i18n/i18n';
import { documentLocale } from '../i18n/locale';
import { notify } from '../page/notices';
import { loadOrCreateCart, showCart } from './cart';

/**
 * Applies a cart link (SPEC §5) on any page: `variantId` (8 digits, one or several), `quantity`,
 * `targetQuantity`. The three parameters leave the URL at once; an invalid variant ignores the
 * whole link (and creates no cart); otherwise new variants are added as one-off lines and, with
 * targetQuantity, an existing line is raised only if lower. Loaded only when the URL has a link.
 */
export async function applyCartLink(href: string = window.location.href): Promise<Cart | null> {
  const url = new URL(href);
  const link = parseCartLink(url.searchParams);
  const stripped = stripCartLinkParams(url);
  window.history.replaceState(window.history.state, '', `${stripped.pathname}${stripped.search}${stripped.hash}`);
  if (link.kind !== 'add') return null;
  const { t } = i18nOf(documentLocale());
  try {
    let cart = await loadOrCreateCart();
    const oneOff = cart.items
      .filter((item) => item.subscriptionInterval === null)
      .map((item) => ({ id: item.id, variantCode: item.variant.code, quantity: item.quantity }));
    const actions = planCartLink(link, oneOff);
    let added = 0;
    for (const action of actions) {
      if (action.kind === 'add') {
        cart = await cartClient.addItem(cart.tokenValue, {
          variantCode: action.variantCode,
          quantity: action.quantity,
        });
        added += action.quantity;
      } else {
        const before = oneOff.find((line) => line.id === action.itemId)?.quantity ?? 0;
        cart = await cartClient.changeItem(cart.tokenValue, action.itemId, { quantity: action.quantity });
        added += action.quantity - before;
      }
    }
    showCart(cart);
    // Nothing to add (the lines are there, SPEC §5 « untouched »): said too, the link was not ignored.
    notify({ tone: 'positive', text: added > 0 ? t('cartLink.added', { count: added }) : t('cartLink.unchanged') });
    return cart;
  } catch (error) {
    const reason = error instanceof ApiError ? (error.violations[0]?.message ?? error.message) : t('cartLink.generic');
    notify({ tone: 'critical', text: t('cartLink.failed', { reason }) });
    return null;
  }
}
