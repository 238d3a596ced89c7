/** One shell for every pet's edit page (route table `render: 'shell'`, `shellFileFor`). */
export function onBeforePrerenderStart() {
  return ['/mon-compte/mes-animaux/_/modifier/'];
}
