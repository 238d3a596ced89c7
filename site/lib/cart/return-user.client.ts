import type { Locale } from '@gamelle/domain';
import { customerClient } from '../api/customer-api';
import { cartClient } from '../api/shop-api';
import { translate } from '../i18n/i18n';
import { notify } from '../page/notices';
import { currentSession } from '../session/session';
import { readStored, writeStored } from '../session/session-storage';
import { showCart } from './cart';

const GREETED = 'gamelle.greeted';

/**
 * SPEC §2 `customer-get-return-user` on the home page: a signed-in customer
 * coming back is greeted by name, once a visit (the tab), and finds the cart they left on another
 * device or before clearing the browser. Loaded only on the home page, only for a session.
 */
export async function welcomeBack(locale: Locale): Promise<void> {
  const session = currentSession();
  if (!session) return;
  try {
    if (window.sessionStorage.getItem(GREETED)) return;
    window.sessionStorage.setItem(GREETED, '1');
  } catch {
    // Without storage: greeted on each visit to the home page, no worse.
  }
  try {
    const [customer, token] = await Promise.all([
      customerClient.get(session.customer),
      readStored('cartToken') ? Promise.resolve(null) : customerClient.openCart(session.customer),
    ]);
    if (token) {
      const cart = await cartClient.get(token);
      if (cart.items.length > 0) {
        writeStored('cartToken', token);
        showCart(cart, locale);
      }
    }
    notify({ tone: 'positive', text: translate(locale, 'home.welcomeBack', { name: customer.firstName }) });
  } catch {
    // A greeting is a courtesy: nothing to say when it cannot be made.
  }
}
