/** The whole FAQ and a few common questions are prerendered. */
export function onBeforePrerenderStart() {
  return ['/faq/', '/faq/livraison/', '/faq/abonnement/', '/faq/paiement/'];
}
