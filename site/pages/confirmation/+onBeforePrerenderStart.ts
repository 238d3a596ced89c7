/** One shell for every order's confirmation (see `/commande/{order}/`). */
export function onBeforePrerenderStart() {
  return ['/commande/_/confirmation/'];
}
