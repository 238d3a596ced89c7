import type { PageContext } from 'vike/types';

/**
 * SPEC §2 `/{category*}/`: the category tree, one or more segments under /chien/ and /chat/. A
 * catch-all no folder can spell, hence a function in a folder named after the screen.
 */
export default function route(pageContext: PageContext) {
  const match = /^\/((?:chien|chat)(?:\/[a-z0-9-]+)*)\/$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { category: match[1] ?? '' } } : false;
}
