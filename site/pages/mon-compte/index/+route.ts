import type { PageContext } from 'vike/types';

/**
 * SPEC §2 `/mon-compte/` and `/mon-compte/bienvenue/`: the dashboard and the welcome after
 * registering, one page whose views are prerendered shells (one page in the router instead of two).
 * Other account views are folders beside this one (`mon-compte/mes-adresses/`), not views of it.
 */
export default (pageContext: PageContext) => /^\/mon-compte\/(bienvenue\/)?$/.test(pageContext.urlPathname);
