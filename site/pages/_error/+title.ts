import type { PageContext } from 'vike/types';

export default (pageContext: PageContext) =>
  pageContext.is404 ? 'Page non trouvée — Gamelle' : 'Une erreur est survenue — Gamelle';
