/** One shell for every cat's menu (route table `render: 'shell'`). */
export function onBeforePrerenderStart() {
  return ['/mini-guide-bi-nutrition/_/recommandations/'];
}
