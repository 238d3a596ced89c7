/**
 * One shell for every order: the shop's server answers `/commande/{order}/` with it and the
 * browser reads the token from the address (ARCHITECTURE "personal pages as shells").
 */
export function onBeforePrerenderStart() {
  return ['/commande/_/'];
}
