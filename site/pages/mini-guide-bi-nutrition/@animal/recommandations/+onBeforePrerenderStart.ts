import { href } from '@gamelle/domain';
/** One shell for every cat's menu (route table `render: 'shell'`). */
export function onBeforePrerenderStart() {
  return [href.miniBiNutritionResults({ animal: '_' })];
}
