import type { PageContext } from 'vike/types';

/** SPEC §2 `/{category}…/`: the category tree lives under /chien/ and /chat/. */
export default function route(pageContext: PageContext) {
  const match = /^\/((?:chien|chat)(?:\/[a-z0-9-]+)*)\/$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { category: match[1] ?? '' } } : false;
}
