import type { PageContext } from 'vike/types';

/**
 * SPEC §2 `/mon-compte/…`: the account area is one page whose views are prerendered shells (the
 * dashboard, the welcome after registering): one page in the router instead of one per view.
 */
export default (pageContext: PageContext) => /^\/mon-compte\/(bienvenue\/)?$/.test(pageContext.urlPathname);
