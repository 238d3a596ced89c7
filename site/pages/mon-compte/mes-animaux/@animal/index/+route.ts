import type { PageContext } from 'vike/types';

/**
 * SPEC §2 `/mon-compte/mes-animaux/{animal}/`: a pet's number (or the shell's `_`), so that the
 * add page `/mon-compte/mes-animaux/ajouter/` beside it is never taken for a pet named « ajouter »
 * (site/README.md, exceptions).
 */
export default function route(pageContext: PageContext) {
  const match = /^\/mon-compte\/mes-animaux\/([0-9]+|_)\/$/.exec(pageContext.urlPathname);
  return match ? { routeParams: { animal: match[1] ?? '' } } : false;
}
