import { href } from '@gamelle/domain';
/** One shell for every subscription's history (route table `render: 'shell'`, `shellFileFor`). */
export function onBeforePrerenderStart() {
  return [href.accountSubscriptionHistory({ subscription: '_' })];
}
