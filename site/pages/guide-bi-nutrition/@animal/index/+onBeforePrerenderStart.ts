/** One shell for every cat of an account (route table `render: 'shell'`). */
export function onBeforePrerenderStart() {
  return ['/guide-bi-nutrition/_/'];
}
