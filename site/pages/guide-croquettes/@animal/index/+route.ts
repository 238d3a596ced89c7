import type { PageContext } from 'vike/types';

/**
 * SPEC §2 `/guide-croquettes/{animal}/`: a pet of the account is a number (or the shell's `_`),
 * so that `/guide-croquettes/nouveau/` beside it stays the new pet's page (site/README.md).
 */
export default function route(pageContext: PageContext) {
  const match = /^\/guide-croquettes\/([0-9]+|_)\/$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { animal: match[1] ?? '' } } : false;
}
