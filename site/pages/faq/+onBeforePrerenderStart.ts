import { href } from '@gamelle/domain';
import { FAQ_SEARCH_SHELL, FAQ_TOPICS } from './topics';

/**
 * The whole FAQ, each topic the FAQ's menu links to (no link of the menu ends on a 404) and the
 * search shell that answers the shopper's own words.
 */
export function onBeforePrerenderStart() {
  return [href.faq({}), ...[...FAQ_TOPICS, FAQ_SEARCH_SHELL].map((topic) => href.faq({ faqQuery: topic }))];
}
