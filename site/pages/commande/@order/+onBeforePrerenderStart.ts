/**
 * One shell for every order, and one for every confirmation: the shop's server answers
 * `/commande/{order}/…` with them and the browser reads the token from the address
 * (ARCHITECTURE "personal pages as shells").
 */
export function onBeforePrerenderStart() {
  return ['/commande/_/', '/commande/_/confirmation/'];
}
