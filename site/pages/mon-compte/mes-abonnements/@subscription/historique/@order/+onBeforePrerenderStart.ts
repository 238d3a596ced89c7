import { href } from '@gamelle/domain';
/** One shell for every order of every subscription's history (route table `render: 'shell'`, `shellFileFor`). */
export function onBeforePrerenderStart() {
  return [href.accountSubscriptionHistoryOrder({ subscription: '_', order: '_' })];
}
