import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  pageContext.urlPathname === '/mon-compte/bienvenue/' ? 'Bienvenue — Gamelle' : 'Mon compte — Gamelle';
