import { href } from '@gamelle/domain';

/** One shell for every cat of an account (route table `render: 'shell'`). */
export function onBeforePrerenderStart() {
  return [href.biNutrition({ animal: '_' })];
}
