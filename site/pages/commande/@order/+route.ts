import type { PageContext } from 'vike/types';

/**
 * SPEC §2 `/commande/{order}/` (the checkout) and `/commande/{order}/confirmation/`: one page for
 * the order's personal area, each view a prerendered shell (one page fewer in every page's router).
 * A function rather than a `confirmation/` folder (site/README.md, exceptions).
 */
export default (pageContext: PageContext) => /^\/commande\/[^/]+\/(confirmation\/)?$/.test(pageContext.urlPathname);
