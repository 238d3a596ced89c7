/** One shell for every cat of an account (route table `render: 'shell'`). */
export function onBeforePrerenderStart() {
  return ['/mini-guide-bi-nutrition/_/'];
}
