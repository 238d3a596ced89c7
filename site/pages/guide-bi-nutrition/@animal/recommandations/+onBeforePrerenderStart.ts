/** One shell for every cat's menu (route table `render: 'shell'`). */
export function onBeforePrerenderStart() {
  return ['/guide-bi-nutrition/_/recommandations/'];
}
