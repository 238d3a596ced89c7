import type { PageContext } from 'vike/types';
import { isConfirmationPath } from './checkout-shared';

export default (pageContext: PageContext) =>
  isConfirmationPath(pageContext.urlPathname) ? 'Confirmation de commande — Gamelle' : 'Commande — Gamelle';
