/** One shell for every order (route table `render: 'shell'`: the shop's server serves it for each, `shellFileFor`). */
export function onBeforePrerenderStart() {
  return ['/mon-compte/mes-commandes/_/'];
}
