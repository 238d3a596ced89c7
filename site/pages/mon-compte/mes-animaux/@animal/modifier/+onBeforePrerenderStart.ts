import { href } from '@gamelle/domain';
/** One shell for every pet's edit page (route table `render: 'shell'`, `shellFileFor`). */
export function onBeforePrerenderStart() {
  return [href.accountPetEdit({ animal: '_' })];
}
