import { href } from '@gamelle/domain';
/** One shell for every order (route table `render: 'shell'`: the shop's server serves it for each, `shellFileFor`). */
export function onBeforePrerenderStart() {
  return [href.accountOrder({ order: '_' })];
}
