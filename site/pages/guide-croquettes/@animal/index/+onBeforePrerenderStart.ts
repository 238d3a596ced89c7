import { href } from '@gamelle/domain';

/** One shell for every pet of an account (route table `render: 'shell'`, `shellFileFor`). */
export function onBeforePrerenderStart() {
  return [href.guide({ animal: '_' })];
}
