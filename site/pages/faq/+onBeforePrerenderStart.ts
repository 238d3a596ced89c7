import { href } from '@gamelle/domain';
import { FAQ_TOPICS } from './topics';

/** The whole FAQ and each topic the FAQ's menu links to: no link of the menu ends on a 404. */
export function onBeforePrerenderStart() {
  return [href.faq({}), ...FAQ_TOPICS.map((topic) => href.faq({ faqQuery: topic }))];
}
