/** One shell for every pet (route table `render: 'shell'`: the shop's server serves it for each, `shellFileFor`). */
export function onBeforePrerenderStart() {
  return ['/mon-compte/mes-animaux/_/'];
}
