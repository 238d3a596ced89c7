import { href } from '@gamelle/domain';

/**
 * One shell for every order, and one for every confirmation: the shop's server answers
 * `/commande/{order}/…` with them and the browser reads the token from the address
 * (ARCHITECTURE "personal pages as shells").
 */
export function onBeforePrerenderStart() {
  return [href.checkout({ order: '_' }), href.checkoutConfirmation({ order: '_' })];
}
