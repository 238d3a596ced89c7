import { href } from '@gamelle/domain';
/** One shell for every pet's results, an account's or the browser's (route table `render: 'shell'`). */
export function onBeforePrerenderStart() {
  return [href.guideResults({ animal: '_' })];
}
