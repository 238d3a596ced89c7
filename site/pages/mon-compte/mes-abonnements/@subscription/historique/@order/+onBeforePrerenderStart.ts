/** One shell for every order of every subscription's history (route table `render: 'shell'`, `shellFileFor`). */
export function onBeforePrerenderStart() {
  return ['/mon-compte/mes-abonnements/_/historique/_/'];
}
